// Outside /api: the pixel script itself (/pixel.js, cached a little, any site may load it) and the
// demo site (/demo-site/) that carries the demo client's Site ID pixel, so `npm start` shows leads
// arriving; and the hosted pixel test pages (/pixel-test/{token}) of Site ID campaigns.
import { pixelScript } from '@lead/pixel';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { DEMO_CAMPAIGN_IDS } from '../../seed/demo-costs.ts';
import { DEMO_SITE_PAGES, demoSitePage } from './demo-site.ts';
import { servePixelTestPages } from './pixel-test-site.ts';

export const siteRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  // Fetched by every visitor of every client site, like the page views it sends: counted, not logged
  // one by one (platform/request-logs.ts).
  app.get('/pixel.js', { config: { auth: 'public', requestLogs: false } }, async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(pixelScript()),
  );
  for (const page of DEMO_SITE_PAGES) {
    app.get(`/demo-site/${page.path}`, { config: { auth: 'public' } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(demoSitePage(page, DEMO_CAMPAIGN_IDS.acme)),
    );
  }
  servePixelTestPages(app, ctx.db);
};
