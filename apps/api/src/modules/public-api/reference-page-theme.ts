// What the API reference pages (/api/docs and /api/docs/v1, Swagger UI) add to Swagger UI's own look
// so that they read for everybody (WCAG 2.1 AA, as the app's pages): Swagger UI's method badges,
// links and labels are lighter than 4.5:1 against their background, and a few of its controls have
// no name. Served by @fastify/swagger-ui's theme option, from the page's own origin (its CSP allows
// nothing else).

import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';

/** Darker shades of Swagger UI's own colours: white on them, or them on white, reads at 4.5:1 or more. */
const CSS = `
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d65b3; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #13764a; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #995400; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #c0262d; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0c7463; }
.swagger-ui .info .title small pre.version { background: #555b66; }
.swagger-ui .info .title small.version-stamp { background: #4b6f00; }
.swagger-ui .info .title small.version-stamp pre.version { background: #4b6f00; }
.swagger-ui .info .url,
.swagger-ui .info a,
.swagger-ui .scopes h2 a,
.swagger-ui .model-box-control,
.swagger-ui .btn-group a,
.swagger-ui a.nostyle:focus-visible { color: #1a5ca8; }
.swagger-ui .btn.execute { background-color: #1a5ca8; border-color: #1a5ca8; }
.swagger-ui .response-control-media-type__accept-message { color: #0b6b0b; }
.swagger-ui .btn.cancel { color: #b3261e; border-color: #b3261e; }
.swagger-ui .download-contents { background: #555b66; }
.swagger-ui .btn.authorize { color: #13764a; border-color: #13764a; }
.swagger-ui .btn.authorize svg { fill: #13764a; }
.swagger-ui .parameter__in,
.swagger-ui .parameter__extension,
.swagger-ui .prop-format,
.swagger-ui .response-col_links { color: #595959; }
.swagger-ui .json-schema-2020-12-expand-deep-button { color: #4d4d4d; }
.swagger-ui .json-schema-2020-12__attribute--primary { color: #1a5ca8; }
.swagger-ui .json-schema-2020-12-keyword__name--secondary,
.swagger-ui .json-schema-2020-12-keyword__value--secondary { color: #595959; }
`;

/**
 * Names the controls Swagger UI leaves without one, as it draws them: the server list, a parameter's
 * fields (named after their parameter), the request body, the dialog's close button, and the scrolling example
 * boxes, which become focusable so that a keyboard can scroll them; the dialog's named buttons get
 * their shown words first.
 */
const JS = `
(() => {
  const name = () => {
    for (const select of document.querySelectorAll('#servers:not([aria-label])'))
      select.setAttribute('aria-label', 'Server');
    const fields = '.parameters-col_description :is(select, textarea, input):not([aria-label])';
    for (const field of document.querySelectorAll(fields)) {
      const parameter = field.closest('tr')?.getAttribute('data-param-name');
      field.setAttribute('aria-label', parameter ? 'Value of ' + parameter : 'Value');
    }
    for (const body of document.querySelectorAll('textarea.body-param__text:not([aria-label])'))
      body.setAttribute('aria-label', 'Request body');
    for (const button of document.querySelectorAll('.close-modal:not([aria-label])'))
      button.setAttribute('aria-label', 'Close');
    // A dialog button's name begins with the words it shows ("Authorize", not only "Apply given
    // OAuth2 credentials"): a voice user says what they see (WCAG 2.5.3, label in name).
    for (const button of document.querySelectorAll('.dialog-ux button[aria-label]')) {
      const shown = button.textContent.trim();
      const label = button.getAttribute('aria-label');
      if (shown && !label.toLowerCase().startsWith(shown.toLowerCase()))
        button.setAttribute('aria-label', shown + ': ' + label);
    }
    for (const box of document.querySelectorAll('.microlight:not([tabindex])')) {
      box.setAttribute('tabindex', '0');
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', 'Example');
    }
  };
  const start = () => {
    name();
    new MutationObserver(name).observe(document.body, { childList: true, subtree: true });
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
})();
`;

/** @fastify/swagger-ui's options for both reference pages: the readable colours, the names, no top bar, no deep links. */
export const REFERENCE_PAGE_OPTIONS = {
  theme: {
    css: [{ filename: 'readable.css', content: CSS }],
    js: [{ filename: 'named-controls.js', content: JS }],
  },
  uiConfig: {
    // Without the top bar: a page reads its own document only, never an address typed into it.
    layout: 'BaseLayout',
    // A deep link is a link inside the operation's button (a control inside a control), which a
    // screen reader cannot reach; the operation opens by its button all the same.
    deepLinking: false,
    // Examples in one readable colour: each highlighting theme draws some words (agate's strings,
    // monokai's keys, idea's punctuation) lighter than 4.5:1 against its background.
    syntaxHighlight: false,
  },
} satisfies FastifySwaggerUiOptions;
