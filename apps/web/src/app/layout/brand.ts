// The signed-in user's white label: colours from the user data, logo with the fallbacks of part 1 §2.
import type { Appearance, SessionUser } from '@lead/shared';

export const appearanceOf = (user: SessionUser): Appearance => ({
  sidebarcolor: user.sidebar_bgcolor,
  templatecolor: user.template_bgcolor,
  boxcolor: user.box_bgcolor,
  textcolor: user.text_color,
  linkcolor: user.link_color,
  fonttheme: user.font_theme,
});

/** The own logo, for clients the parent company's logo; null draws the placeholder mark. */
export function brandOf(user: SessionUser) {
  const isClient = user.user_type === 'client';
  return {
    name: isClient ? (user.companyparentname ?? user.company_name) : user.company_name,
    logo: user.company_logo ?? (isClient ? user.companyparentlogo : null),
  };
}
