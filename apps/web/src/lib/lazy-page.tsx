// Pages load as their own chunks, so the sign-in page does not download the whole app (issue 14
// "First load"). The layouts wrap their outlet in Suspense with the page loader.
import { type ComponentType, isValidElement, type LazyExoticComponent, lazy, type ReactNode } from 'react';

type Preloadable = { preload?: () => Promise<unknown> };

/**
 * A page component exported by name from a module loaded on first use; its props are kept.
 * `preload()` starts the download early (see preloadPagesOf); the render then finds it loaded.
 */
// biome-ignore lint/suspicious/noExplicitAny: any props; the component's own props type is inferred.
export const lazyPage = <M extends { [key in K]: ComponentType<any> }, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> & Required<Preloadable> => {
  let loading: Promise<M> | undefined;
  const preload = () => {
    // A failed download is forgotten, so the next try fetches again.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(
    lazy<M[K]>(() => preload().then((module) => ({ default: module[name] }))),
    { preload },
  );
};

/**
 * Starts loading every lazy page inside `node` (an element and the elements among its children, as
 * a route gate wraps its page). A failed download is not reported here: the render tries again.
 */
export function preloadPagesOf(node: ReactNode): void {
  if (!isValidElement<{ children?: ReactNode }>(node)) return;
  const preload = (node.type as Preloadable).preload;
  if (typeof preload === 'function') void preload().catch(() => undefined);
  const children = node.props.children;
  for (const child of Array.isArray(children) ? children : [children]) preloadPagesOf(child);
}
