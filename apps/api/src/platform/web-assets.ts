// The web build's hashed files (/assets/…) answered from memory: each read once at start with the
// brotli and gzip copies the build writes beside it (about 6 MB in all). Served from disk, a file cost
// the server about 0.44 ms of CPU a request (its stat, the compressed copy's lookup, a stream)
// against 0.1 ms for an answer from memory, and a first load asks for 40–100 of them.
import fs from 'node:fs';
import path from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import mime from 'mime';

const COMPRESSED = { br: '.br', gzip: '.gz' } as const;
type Encoding = keyof typeof COMPRESSED;

/** One form of a file as sent: its bytes and what tells a cache it has them already. */
type Variant = { body: Buffer; etag: string; lastModified: string };
type Asset = { type: string; plain: Variant; br?: Variant; gzip?: Variant; encodings: Encoding[] };

/** A hashed name changes with the content: a browser keeps the file for a year without asking. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

function variantOf(file: string): Variant | undefined {
  if (!fs.existsSync(file)) return undefined;
  const stat = fs.statSync(file);
  return {
    body: fs.readFileSync(file),
    // The same validators the static-file plugin sent: size and time of the file sent.
    etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
    lastModified: stat.mtime.toUTCString(),
  };
}

function contentTypeOf(name: string): string {
  const type = mime.getType(name) ?? 'application/octet-stream';
  return /^text\/|javascript|json|svg/.test(type) ? `${type}; charset=utf-8` : type;
}

/** Every file of `dir` but the compressed copies, by name, with those copies. */
export function readAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!fs.existsSync(dir)) return assets;
  for (const name of fs.readdirSync(dir)) {
    if (name.endsWith(COMPRESSED.br) || name.endsWith(COMPRESSED.gzip)) continue;
    const file = path.join(dir, name);
    const plain = variantOf(file);
    if (!plain || !fs.statSync(file).isFile()) continue;
    const br = variantOf(file + COMPRESSED.br);
    const gzip = variantOf(file + COMPRESSED.gzip);
    const encodings: Encoding[] = [...(br ? ['br' as const] : []), ...(gzip ? ['gzip' as const] : [])];
    assets.set(name, {
      type: contentTypeOf(name),
      plain,
      ...(br && { br }),
      ...(gzip && { gzip }),
      encodings,
    });
  }
  return assets;
}

/** Brotli first, then gzip, among the copies the file has (the build writes both or neither). */
function encodingFor(acceptEncoding: string | undefined, asset: Asset): Encoding | null {
  if (!acceptEncoding || asset.encodings.length === 0) return null;
  // "*" (no preference) counts as gzip, as the static-file plugin read it.
  return negotiate(acceptEncoding.toLowerCase().replace(/\*/g, 'gzip'), asset.encodings);
}

/**
 * GET and HEAD /assets/:name from memory; a name the build has not is the app's (the not-found
 * handler), as it was when each file had a route of its own.
 */
export function registerWebAssets(app: FastifyInstance, dir: string): void {
  const assets = readAssets(dir);
  app.get('/assets/:name', (request, reply) => {
    const asset = assets.get((request.params as { name: string }).name);
    if (!asset) return reply.callNotFound();
    const encoding = encodingFor(request.headers['accept-encoding'], asset);
    const variant = (encoding && asset[encoding]) || asset.plain;
    reply
      .header('cache-control', ASSET_CACHE_CONTROL)
      .header('content-type', asset.type)
      .header('etag', variant.etag)
      .header('last-modified', variant.lastModified)
      .header('vary', 'Accept-Encoding');
    if (encoding) reply.header('content-encoding', encoding);
    // A cache that holds this very copy (one that asks despite the year) is told so.
    if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(variant.etag))
      return reply.code(304).send();
    return reply.send(variant.body);
  });
}
