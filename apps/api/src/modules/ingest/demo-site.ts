// The demo site: three small pages of "Acme Client Co" carrying the Site ID pixel of the demo
// client's campaign. Opening them sends page views that the lead engine turns into leads.
export type DemoSitePage = { path: string; title: string; body: string };

export const DEMO_SITE_PAGES: readonly DemoSitePage[] = [
  {
    path: '',
    title: 'Acme Client Co — Home',
    body: '<h1>Acme Client Co</h1><p>Family dentistry in Springfield. New patients welcome.</p><p><a href="/demo-site/book">Book a visit</a></p><p><a href="/demo-site/pricing">Pricing</a></p>',
  },
  {
    path: 'book',
    title: 'Acme Client Co — Book a visit',
    body: '<h1>Book a visit</h1><p>Call (555) 010-0199 or drop by any weekday.</p><p><a href="/demo-site/">Home</a></p><p><a href="/demo-site/pricing">Pricing</a></p>',
  },
  {
    path: 'pricing',
    title: 'Acme Client Co — Pricing',
    body: '<h1>Pricing</h1><p>Check-up and cleaning from $89. Whitening from $249.</p><p><a href="/demo-site/book">Book a visit</a></p><p><a href="/demo-site/">Home</a></p>',
  },
];

export function demoSitePage(page: DemoSitePage, campaignKey: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${page.title}</title>
<script src="/pixel.js" data-campaign="${campaignKey}" async></script></head>
<body>${page.body}<p><small>Demo site: each page view goes to the Site ID campaign ${campaignKey}.</small></p></body></html>`;
}
