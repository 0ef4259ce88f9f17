// With Stripe taking cards, the web app's pages load Stripe.js, which frames its card fields and calls
// Stripe's API (docs.stripe.com/security/guide, content security policy). The sources are added only
// then; tests point both at local stand-ins (STRIPE_JS_URL, STRIPE_API_BASE).
import type { Config } from '../../platform/config.ts';

export type PageSources = { script: string[]; frame: string[]; connect: string[] };

const originOf = (url: string) => new URL(url).origin;

export function stripePageSources(config: Config): PageSources {
  if (config.PAYMENT_PROVIDER !== 'stripe') return { script: [], frame: [], connect: [] };
  const script = config.STRIPE_JS_URL
    ? [originOf(config.STRIPE_JS_URL)]
    : ['https://js.stripe.com', 'https://*.js.stripe.com'];
  return {
    script,
    frame: [...script, 'https://hooks.stripe.com'],
    connect: [config.STRIPE_API_BASE ? originOf(config.STRIPE_API_BASE) : 'https://api.stripe.com'],
  };
}
