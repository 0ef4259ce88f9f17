// The web build's hashed files (/assets/…) answered from memory: each read at its first request with
// the brotli and gzip copies the build writes beside it (about 6 MB for all of them), then kept. Served
// from disk, a file cost the server about 0.44 ms of CPU a request (its stat, the compressed copy's
// lookup, a stream) against 0.1 ms from memory, and a first load asks for 40–100 of them. Read at
// the first request rather than at start: every API test file builds a server (25–77 ms to read all).
import fs from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import mime from 'mime';
import { KEPT_FOR_A_YEAR } from './cache-policy.ts';

const COMPRESSED = { br: '.br', gzip: '.gz' } as const;
type Encoding = keyof typeof COMPRESSED;

/** One form of a file as sent: its bytes and what tells a cache it has them already. */
type Variant = { body: Buffer; etag: string; lastModified: string };
type Asset = { type: string; plain: Variant; br?: Variant; gzip?: Variant; encodings: Encoding[] };

async function variantOf(file: string): Promise<Variant | undefined> {
  const found = await stat(file).catch(() => undefined);
  if (!found?.isFile()) return undefined;
  return {
    body: await readFile(file),
    // The same validators the static-file plugin sent: size and time of the file sent.
    etag: `W/"${found.size.toString(16)}-${found.mtime.getTime().toString(16)}"`,
    lastModified: found.mtime.toUTCString(),
  };
}

function contentTypeOf(name: string): string {
  const type = mime.getType(name) ?? 'application/octet-stream';
  return /^text\/|javascript|json|svg/.test(type) ? `${type}; charset=utf-8` : type;
}

async function readAsset(file: string): Promise<Asset | null> {
  const [plain, br, gzip] = await Promise.all(
    [file, file + COMPRESSED.br, file + COMPRESSED.gzip].map(variantOf),
  );
  if (!plain) return null;
  const encodings: Encoding[] = [...(br ? ['br' as const] : []), ...(gzip ? ['gzip' as const] : [])];
  return {
    type: contentTypeOf(path.basename(file)),
    plain,
    ...(br && { br }),
    ...(gzip && { gzip }),
    encodings,
  };
}

/**
 * The files of `dir` by name (its compressed copies are theirs), each read at its first ask and kept;
 * null for a name the build has not (a file removed since is not kept, and asked again next time).
 */
export function webAssets(dir: string): (name: string) => Promise<Asset | null> {
  const names = new Set(
    fs.existsSync(dir)
      ? fs.readdirSync(dir).filter((name) => !name.endsWith(COMPRESSED.br) && !name.endsWith(COMPRESSED.gzip))
      : [],
  );
  const read = new Map<string, Promise<Asset | null>>();
  return (name) => {
    if (!names.has(name)) return Promise.resolve(null);
    let asset = read.get(name);
    if (!asset) {
      // Neither a file gone nor a failed read is kept: the next ask reads again.
      asset = readAsset(path.join(dir, name)).then(
        (found) => {
          if (!found) read.delete(name);
          return found;
        },
        (error: unknown) => {
          read.delete(name);
          throw error;
        },
      );
      read.set(name, asset);
    }
    return asset;
  };
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
  const assetOf = webAssets(dir);
  // Build files, not an API: left out of the API's documentation, as the static plugin's routes are.
  app.get('/assets/:name', { schema: { hide: true } }, async (request, reply) => {
    const asset = await assetOf((request.params as { name: string }).name);
    if (!asset) return reply.callNotFound();
    const encoding = encodingFor(request.headers['accept-encoding'], asset);
    const variant = (encoding && asset[encoding]) || asset.plain;
    reply
      .header('cache-control', KEPT_FOR_A_YEAR)
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
