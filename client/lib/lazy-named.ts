/** `React.lazy` for a named export: a module's components are named, never default exports. */
import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

/** The component type of a module's export, with its props. */
type Component<T> = T extends ComponentType<infer P> ? ComponentType<P> : never;
type PropsOf<T> = T extends ComponentType<infer P> ? P : never;

/** A lazily loaded component whose code can be loaded ahead of its first render. */
export interface LazyNamedComponent<P> {
  (props: P): ReactElement;
  /** Loads the code; once it has loaded, new instances render without suspending. */
  preload(): Promise<void>;
}

/**
 * The component exported as `name` by the module `load()` imports, loaded on first render (its
 * chunk is fetched then) or earlier through `preload()`. An instance created after the code has
 * loaded renders it at once instead of suspending: the server's first-screen render and a hydration
 * whose code is there then need no Suspense fallback (React would otherwise stream the page behind
 * a fallback and reveal it by script, after a delay). Each instance keeps the way it started, so
 * a page never remounts when its code arrives.
 */
export function lazyNamed<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyNamedComponent<PropsOf<M[K]>> {
  let loaded: Component<M[K]> | undefined;
  const preload = () =>
    load().then((m) => {
      loaded = m[name] as Component<M[K]>;
    });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function LazyNamed(props: PropsOf<M[K]>): ReactElement {
    const [ready] = useState(() => loaded);
    return createElement((ready ?? Lazy) as ComponentType<object>, props as object);
  }
  LazyNamed.preload = preload;
  return LazyNamed;
}
