// The hosted test page of a Site ID campaign (issue 14): GET /pixel-test/{token}, outside /api like
// the demo site. It carries the campaign's pixel, so opening it sends a page view that ingestion marks
// as a test (pixel-test-marks.ts): a test lead, never billed. An unknown or expired link answers 404
// with what to do.
import { PIXEL_TEST_PAGE_PATH } from '@lead/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { testPageOfToken } from '../../platform/access/pixel-test-tokens.ts';
import type { Queryable } from '../../platform/db.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f2933}' +
  'code{background:#eef2f7;padding:.1rem .3rem;border-radius:4px}';

export function pixelTestPageHtml(campaign: { key: string; name: string }): string {
  const name = escapeHtml(campaign.name);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Pixel test page — ${name}</title><style>${STYLE}</style>
<script src="/pixel.js" data-campaign="${escapeHtml(campaign.key)}" async></script></head>
<body><main><h1>Pixel test page</h1>
<p>This page carries the pixel of the campaign <strong>${name}</strong> (<code>${escapeHtml(campaign.key)}</code>).
Opening it has sent a page view, which becomes a <strong>test lead</strong>: listed and marked as a test, never billed.</p>
<p>Give it a minute, then look for the test lead in the campaign's leads. This link works for an hour.</p></main></body></html>`;
}

const EXPIRED_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>Test page not available</title><style>${STYLE}</style></head><body><main><h1>This test page is not available</h1>
<p>The link is unknown or has expired (test pages work for an hour). Open a new one from the campaign's embed code.</p>
</main></body></html>`;

export function servePixelTestPages(app: FastifyInstance, db: Queryable): void {
  app.get<{ Params: { token: string } }>(
    `${PIXEL_TEST_PAGE_PATH}:token`,
    // Only URL-safe characters reach the lookup; the link's own form is checked there.
    {
      config: { auth: 'public' },
      schema: { params: z.object({ token: z.string().regex(/^[\w-]{1,100}$/) }) },
    },
    async (request, reply) => {
      const page = await testPageOfToken(db, request.params.token);
      const campaign = page && page.expiresAt.getTime() > Date.now() ? page : null;
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        // The token is the page's key: it never leaves in a Referer to another site.
        .header('referrer-policy', 'same-origin');
      if (!campaign) return reply.status(404).send(EXPIRED_HTML);
      return reply.send(pixelTestPageHtml(campaign));
    },
  );
}
