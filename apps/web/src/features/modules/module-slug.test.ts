import type { SidebarEntry } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { leadPageModuleForSlug, leadPagePath, moduleForSlug, visibleModuleForSlug } from './module-slug.ts';

const facts = {
  moduleNames: {
    local: { name: 'Pixel ID', url: 'pixelid' },
    locator: { name: 'Search ID', url: 'searchid' },
    enhance: { name: '', url: '' },
    b2b: { name: 'B2B ID', url: 'b2bid' },
  },
};
const sidebar: SidebarEntry[] = ['dashboard', 'module:local', 'module:locator'];

describe('module routes exist only for slugs of modules the sidebar shows (part 1 §2)', () => {
  it.each([
    { slug: 'pixelid', kind: 'local' },
    { slug: 'searchid', kind: 'locator' },
    { slug: 'siteid', kind: null },
    { slug: 'b2bid', kind: null },
    { slug: 'enhanceid', kind: null },
    { slug: '', kind: null },
    { slug: undefined, kind: null },
    { slug: 'configuration', kind: null },
  ])('$slug → $kind', ({ slug, kind }) => {
    expect(visibleModuleForSlug(facts, sidebar, slug)).toBe(kind);
  });
});

describe('leads-management reaches any module of the platform (administrators; part 1 §2)', () => {
  it.each([
    { slug: 'b2bid', kind: 'b2b' },
    { slug: 'pixelid', kind: 'local' },
    { slug: 'enhanceid', kind: null },
    { slug: undefined, kind: null },
  ])('$slug → $kind, sidebar or not', ({ slug, kind }) => {
    expect(moduleForSlug(facts, slug)).toBe(kind);
  });
});

describe("a lead's own page sits under its module's slug (issue 25 item 1)", () => {
  const client = { ...facts, user_type: 'client' as const };
  const administrator = { ...facts, user_type: 'administrator' as const };

  it.each([
    { who: 'a client', viewer: client, slug: 'pixelid', kind: 'local' },
    { who: 'a client', viewer: client, slug: 'b2bid', kind: null },
    { who: 'an administrator', viewer: administrator, slug: 'b2bid', kind: 'b2b' },
    { who: 'an administrator', viewer: administrator, slug: 'enhanceid', kind: null },
  ])('$who opens /$slug/leads/… → $kind', ({ viewer, slug, kind }) => {
    expect(leadPageModuleForSlug(viewer, sidebar, slug)).toBe(kind);
  });

  it.each([
    { who: 'a client', viewer: client, module: 'local', path: '/pixelid/leads/42' },
    { who: 'a client', viewer: client, module: 'b2b', path: null },
    { who: 'a client', viewer: client, module: 'enhance', path: null },
    { who: 'an administrator', viewer: administrator, module: 'b2b', path: '/b2bid/leads/42' },
    { who: 'an administrator', viewer: administrator, module: 'enhance', path: null },
  ] as const)("$who: a $module lead's name links to $path", ({ viewer, module, path }) => {
    expect(leadPagePath(viewer, sidebar, { id: 42, module })).toBe(path);
  });
});
