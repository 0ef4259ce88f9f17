// Shared steps of the Ads Design tests: a valid banner set as the spec's form would send it, signed-in
// calls (JSON and multipart), and the PNG header's size.
import { expect } from 'vitest';
import { kit, type Method } from '../companies/downline-test-kit.ts';
import { bearer, type TestApp } from '../test-app.ts';

export const AGENCY = 'agency@demo.test';
export const OTHER_AGENCY = 'agency2@demo.test';

export const validSet = (changes: Record<string, unknown> = {}) => ({
  name: 'Spring sale',
  headline: 'Fresh garden tools, 20% off',
  body: 'Everything for your garden this weekend only.',
  callToAction: 'Shop now',
  landingUrl: 'https://shop.example.com/spring?utm=banner',
  backgroundColor: '#1e293b',
  ...changes,
});

/** The width and height a PNG declares in its IHDR chunk (bytes 16-23). */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A 1×1 PNG (a valid image by its first bytes). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export function bannerKit(test: () => TestApp) {
  const t = kit(test);
  return {
    ...t,
    async create(email: string, changes: Record<string, unknown> = {}) {
      const answer = await t.call(email, 'POST', '/banner/sets', validSet(changes));
      if (answer.statusCode !== 200) throw new Error(`create failed: ${answer.statusCode} ${answer.body}`);
      return answer.json().bannerSet as { id: number; name: string; clickPaths: Record<string, string> };
    },
    async raw(
      email: string,
      method: Method,
      url: string,
      payload?: object,
      headers: Record<string, string> = {},
    ) {
      const token = await t.tokenOf(email);
      return test().app.inject({
        method,
        url: `/api${url}`,
        headers: { ...bearer(token), ...headers },
        payload,
      });
    },
    /** A multipart form with one file part. */
    async upload(email: string, url: string, field: string, fileName: string, bytes: Buffer, type: string) {
      return this.form(email, url, {}, { field, fileName, bytes, type });
    },
    /** A multipart form of text fields (null and undefined sent empty) and at most one file. */
    async form(email: string, url: string, fields: Record<string, unknown>, file?: FormFile) {
      const token = await t.tokenOf(email);
      const boundary = '----banner-test-boundary';
      const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value ?? ''}\r\n`,
        ),
      );
      if (file)
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\nContent-Type: ${file.type}\r\n\r\n`,
          ),
          file.bytes,
          Buffer.from('\r\n'),
        );
      parts.push(Buffer.from(`--${boundary}--\r\n`));
      return test().app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat(parts),
      });
    },
  };
}

export type FormFile = { field: string; fileName: string; bytes: Buffer; type: string };
