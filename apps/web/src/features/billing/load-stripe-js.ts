// Loads Stripe.js once. Normally @stripe/stripe-js adds Stripe's own script (js.stripe.com); when the
// platform names another address (STRIPE_JS_URL, browser tests' local stand-in), that script is added
// first, and loadStripe then finds window.Stripe and uses it.
import { loadStripe, type Stripe } from '@stripe/stripe-js';

let loading: Promise<Stripe | null> | null = null;

function addScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('Stripe.js did not load.'));
    document.head.appendChild(script);
  });
}

export function loadStripeJs(publishableKey: string, scriptUrl: string | null): Promise<Stripe | null> {
  loading ??= (async () => {
    if (scriptUrl) await addScript(scriptUrl);
    return loadStripe(publishableKey);
  })().catch((error: unknown) => {
    loading = null; // a later form may try again
    throw error;
  });
  return loading;
}
