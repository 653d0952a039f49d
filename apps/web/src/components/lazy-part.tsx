// The one way to load a part of a screen lazily (a dialog, a menu, the alert host): its chunk is tried
// again until it loads (lib/retry-import.ts), a small fallback shows meanwhile, and an error boundary
// keeps whatever it throws from blanking its page (docs/architecture.md "Resilience").
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { importWithRetry } from "../lib/retry-import.ts";
import { PendingState, ScreenBoundary } from "./screen-boundary.tsx";

/** What shows while the part loads: by default PendingState at the foot of the viewport. */
type Fallback<P> = ReactNode | ((props: P) => ReactNode);

/**
 * A component whose code is `pick(await load())`, loaded on its first render. `load`: the dynamic
 * import (also usable to prefetch it, usePrefetchOnIdle).
 */
export function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  fallback: Fallback<P> = <PendingState placement="floating" />,
): ComponentType<P> {
  const Lazy = lazy(() => importWithRetry(load).then((m) => ({ default: pick(m) })));
  return function LazyPart(props: P) {
    const pending = typeof fallback === "function" ? fallback(props) : fallback;
    return (
      <ScreenBoundary pending={pending}>
        <Suspense fallback={pending}>
          <Lazy {...props} />
        </Suspense>
      </ScreenBoundary>
    );
  };
}
