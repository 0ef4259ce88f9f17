// Pages load as their own chunks, so the sign-in page does not download the whole app (issue 14
// "First load"). The layouts wrap their outlet in Suspense with the page loader.
import { type ComponentType, lazy } from 'react';

/** A page component exported by name from a module loaded on first use; its props are kept. */
// biome-ignore lint/suspicious/noExplicitAny: any props; the component's own props type is inferred.
export const lazyPage = <M extends { [key in K]: ComponentType<any> }, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) => lazy<M[K]>(() => load().then((module) => ({ default: module[name] })));
