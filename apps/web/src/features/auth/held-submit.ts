// A sign-in sent before the page's scripts have started (Enter typed at once, a password manager's
// fill-and-submit) is held and sent once they have, never lost and never sent the browser's way (a GET
// with the password in the address). The sign-in page is drawn at build time, and its modules start
// only after the first paint: for a few hundred milliseconds the form has no handler of React's.

/** Set on the form once its handlers are attached: from then on a submit is React's. */
export const FORM_LIVE = 'data-live';
/** Set on the form by the page's inline script when it held a submit made before that. */
export const SUBMIT_HELD = 'data-submit-held';

/**
 * The inline script the build puts right after the drawn form (prerender-sign-in.mjs; the server allows
 * it by its hash). It holds a submit made before the form is live, and enables Sign in, drawn disabled
 * so that without scripts at all it cannot send the form the browser's way.
 */
export const HOLD_EARLY_SUBMITS_SCRIPT = `(function(){var form=document.querySelector('#root form');if(!form)return;form.addEventListener('submit',function(event){if(form.hasAttribute('${FORM_LIVE}'))return;event.preventDefault();form.setAttribute('${SUBMIT_HELD}','')},true);var button=form.querySelector('button[type="submit"]');if(button){button.disabled=false;button.removeAttribute('data-disabled')}})()`;

/**
 * Marks the form live; answers whether the inline script held a submit, which the caller then sends.
 * The mark is taken away, so the submit is sent once.
 */
export function formGoesLive(form: HTMLFormElement): boolean {
  form.setAttribute(FORM_LIVE, '');
  const held = form.hasAttribute(SUBMIT_HELD);
  form.removeAttribute(SUBMIT_HELD);
  return held;
}
