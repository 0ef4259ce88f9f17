import type { SidebarEntry } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { moduleForSlug, visibleModuleForSlug } from './module-slug.ts';

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
