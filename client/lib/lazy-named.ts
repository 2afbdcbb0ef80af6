/** `React.lazy` for a named export: a module's components are named, never default exports. */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The component type of a module's export, with its props. */
type Component<T> = T extends ComponentType<infer P> ? ComponentType<P> : never;

/**
 * The component exported as `name` by the module `load()` imports, loaded on first render (its
 * chunk is fetched then; `load` may be shared with code that warms the chunk earlier).
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<Component<M[K]>> {
  return lazy(() => load().then((m) => ({ default: m[name] as Component<M[K]> })));
}
