import type { SessionUser } from '@lead/shared';

/** The display name of the module whose URL slug is `slug`, or null. */
export function moduleNameForSlug(user: SessionUser, slug: string | undefined): string | null {
  const modules = [
    { url: user.leadlocalurl, name: user.leadlocalname },
    { url: user.leadlocatorurl, name: user.leadlocatorname },
    { url: user.leadenhanceurl, name: user.leadenhancename },
    { url: user.leadb2burl, name: user.leadb2bname },
  ];
  const found = modules.find((module) => module.url !== '' && module.url === slug);
  return found ? found.name : null;
}
