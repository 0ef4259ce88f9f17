import type { SessionUser } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { moduleNameForSlug } from './module-slug.ts';

const user = {
  leadlocalname: 'Site ID',
  leadlocalurl: 'siteid',
  leadlocatorname: 'Search ID',
  leadlocatorurl: 'searchid',
  leadenhancename: '',
  leadenhanceurl: '',
  leadb2bname: 'B2B ID',
  leadb2burl: 'b2bid',
} as SessionUser;

describe('module dashboards exist only for the user’s module slugs (part 1 §2)', () => {
  it.each([
    { slug: 'siteid', name: 'Site ID' },
    { slug: 'searchid', name: 'Search ID' },
    { slug: 'b2bid', name: 'B2B ID' },
    { slug: 'enhanceid', name: null },
    { slug: '', name: null },
    { slug: undefined, name: null },
    { slug: 'configuration', name: null },
  ])('$slug → $name', ({ slug, name }) => {
    expect(moduleNameForSlug(user, slug)).toBe(name);
  });
});
