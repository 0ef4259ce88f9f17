// Fetches one client page for the embed-code check: http(s) only, public addresses only (unless
// allowed for local tests), a few redirects, one deadline for the whole exchange, and at most a
// couple of megabytes read: a slow or endless page cannot hold a request open.
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { BlockedAddressError, guardedLookup, isPrivateAddress } from './address-guard.ts';

const MAX_REDIRECTS = 3;
const MAX_BODY_BYTES = 2 * 1024 * 1024;

export type PageFetchOptions = { timeoutMs: number; allowPrivate: boolean };

export type PageFetchResult =
  | { kind: 'page'; url: string; status: number; body: string }
  | { kind: 'timeout'; url: string }
  | { kind: 'blocked'; url: string }
  | { kind: 'unreachable'; url: string };

/** The URL when it is an absolute http(s) address without credentials; null otherwise. */
export function webAddress(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || !url.hostname) return null;
  return url;
}

/** A literal IP host is never looked up, so the guard checks it here. */
function literalHostRefused(url: URL, allowPrivate: boolean): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return !allowPrivate && isIP(host) !== 0 && isPrivateAddress(host);
}

function readCapped(response: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let capped = false;
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      // Past the cap the page is judged on what was read: the tag belongs in the head anyway.
      if (size >= MAX_BODY_BYTES) {
        capped = true;
        response.destroy();
      }
    });
    // 'close' follows any error and decides: a body cut short (deadline, reset) is no page.
    response.on('error', () => {});
    response.on('close', () => {
      if (capped || response.complete) resolve(Buffer.concat(chunks).toString('utf8'));
      else reject(new Error('The page was cut short.'));
    });
  });
}

function getOnce(url: URL, options: PageFetchOptions, signal: AbortSignal) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<{ status: number; location: string | null; body: string }>((resolve, reject) => {
    const request = client.get(
      url,
      {
        signal,
        lookup: guardedLookup(options.allowPrivate),
        headers: { 'user-agent': 'LeadPlatform-EmbedCheck/1.0', accept: 'text/html,*/*;q=0.8' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = status >= 300 && status < 400 ? (response.headers.location ?? null) : null;
        if (location) {
          response.resume();
          return resolve({ status, location, body: '' });
        }
        readCapped(response).then((body) => resolve({ status, location: null, body }), reject);
      },
    );
    request.on('error', reject);
  });
}

export async function fetchPage(start: URL, options: PageFetchOptions): Promise<PageFetchResult> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = start;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (literalHostRefused(url, options.allowPrivate)) return { kind: 'blocked', url: url.href };
      const answer = await getOnce(url, options, signal);
      if (!answer.location) return { kind: 'page', url: url.href, status: answer.status, body: answer.body };
      const next = webAddress(new URL(answer.location, url).href);
      if (!next) return { kind: 'unreachable', url: url.href };
      url = next;
    }
    return { kind: 'unreachable', url: url.href };
  } catch (error) {
    if (signal.aborted) return { kind: 'timeout', url: url.href };
    if (error instanceof BlockedAddressError) return { kind: 'blocked', url: url.href };
    return { kind: 'unreachable', url: url.href };
  }
}
