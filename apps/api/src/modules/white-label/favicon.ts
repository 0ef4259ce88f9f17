// GET /favicon.ico (outside /api): the icon of the brand behind the host. The agency's own logo where
// set, otherwise its platform's logo, otherwise the platform's initial on the brand colour, as the
// header's placeholder mark draws it. Logos are stored as data: URLs or uploads (/api/uploads/{id}).
import type { FastifyPluginAsync } from 'fastify';
import { platformBrandAbove, uploadedFile } from '../../platform/access/host-brand.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { resolveHostCompany } from './host-company.ts';

export type Icon = { contentType: string; bytes: Buffer };

const IMAGE_TYPE = /^image\/(png|jpeg|gif|webp|x-icon|vnd\.microsoft\.icon|svg\+xml)$/;
const UPLOAD_PATH = /^\/api\/uploads\/([0-9a-f-]{36})$/i;

/** A data: URL's image, or null when it is not an image we serve. */
export function imageOfDataUrl(url: string): Icon | null {
  const match = /^data:([^;,]+)((?:;[^;,]*)*),(.*)$/s.exec(url);
  if (!match) return null;
  const [, contentType = '', parameters = '', payload = ''] = match;
  if (!IMAGE_TYPE.test(contentType.toLowerCase())) return null;
  try {
    const bytes = parameters.includes(';base64')
      ? Buffer.from(payload, 'base64')
      : Buffer.from(decodeURIComponent(payload), 'utf8');
    return bytes.length > 0 ? { contentType: contentType.toLowerCase(), bytes } : null;
  } catch {
    return null;
  }
}

async function imageOfLogo(db: Queryable, logo: string | null): Promise<Icon | null> {
  if (!logo) return null;
  if (logo.startsWith('data:')) return imageOfDataUrl(logo);
  const upload = UPLOAD_PATH.exec(logo)?.[1];
  if (!upload) return null;
  const file = await uploadedFile(db, upload.toLowerCase());
  return file && IMAGE_TYPE.test(file.contentType) ? file : null;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The placeholder mark: the name's initial, white on the platform blue. */
export function placeholderIcon(name: string): Icon {
  const initial = escapeXml(name.trim().charAt(0).toUpperCase() || '·');
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    '<rect width="64" height="64" rx="12" fill="#1c64f2"/>' +
    '<text x="32" y="44" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" ' +
    `font-size="36" font-weight="700" fill="#fff">${initial}</text></svg>`;
  return { contentType: 'image/svg+xml', bytes: Buffer.from(svg, 'utf8') };
}

export async function faviconFor(db: Queryable, host: string): Promise<Icon> {
  const company = await resolveHostCompany(db, host);
  const own = await imageOfLogo(db, company.logo);
  if (own) return own;
  const root = await platformBrandAbove(db, company.path);
  if (!root || root.id === company.id) return placeholderIcon(company.companyName);
  return (
    (await imageOfLogo(db, root?.logo ?? null)) ?? placeholderIcon(root?.companyName ?? company.companyName)
  );
}

export const faviconRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  app.get('/favicon.ico', { config: { auth: 'public' } }, async (request, reply) => {
    const icon = await faviconFor(db, request.host);
    return (
      reply
        .type(icon.contentType)
        // A logo may change: browsers check again within minutes.
        .header('cache-control', 'public, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .send(icon.bytes)
    );
  });
};
