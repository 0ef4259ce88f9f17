// "Skip to content": the first tab stop of every page, so the keyboard reaches the page
// without walking the top bar and the sidebar (WCAG 2.4.1 Bypass Blocks).
import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className="skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Focus itself, not the address: the router keeps the URL as it is.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('common.skipToContent')}
    </a>
  );
}
