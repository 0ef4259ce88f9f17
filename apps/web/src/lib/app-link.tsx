// Links between pages. Inside the app they are the router's links (app.tsx provides them); the
// sign-in page loads without the router, so there they are plain links that load the page.
import { type AnchorHTMLAttributes, type ComponentType, createContext, type Ref, use } from 'react';

export type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

function PlainLink({ to, ...rest }: AppLinkProps) {
  return <a href={to} {...rest} />;
}

export const AppLinkContext = createContext<ComponentType<AppLinkProps>>(PlainLink);

/** A link to `to` (a path of this app); use as `<Anchor component={AppLink} to="/register">`. */
export function AppLink(props: AppLinkProps) {
  const Link = use(AppLinkContext);
  return <Link {...props} />;
}
