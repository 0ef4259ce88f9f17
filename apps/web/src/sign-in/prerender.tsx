// The sign-in page drawn at build time (scripts/prerender-sign-in.mjs writes it into sign-in.html), so
// the browser paints the form before any script has run; main.tsx then hydrates it. Drawn as a first
// visit sees it: default brand, brand mark loading, light theme.
import { renderToString } from 'react-dom/server';
import { HOLD_EARLY_SUBMITS_SCRIPT } from '../features/auth/held-submit.ts';
import { queryClient } from '../lib/query-client.ts';
import './i18n.ts';
import { SignInApp } from './sign-in-app.tsx';

/** The inline script the page carries right after its form (held-submit.ts). */
export const holdEarlySubmitsScript = HOLD_EARLY_SUBMITS_SCRIPT;

export function renderSignInPage(): string {
  const html = renderToString(<SignInApp onSignedIn={() => {}} />);
  // The brand query the render started would keep the build's process alive for its cache time (5 min).
  queryClient.clear();
  return html;
}
