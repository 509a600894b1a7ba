import {
  type ComponentType,
  memo,
  Suspense,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useMountedByHydration } from "~/lib/use-mounted-by-hydration";

// What says a visitor is about to use an island: a pointer over it, a finger on it, focus
// moving into it (Tab, or a screen reader moving to a link).
const REACH_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

// Islands waiting for a visitor, each with what to do when one reaches it. The listeners sit on
// the window, in the capture phase: React's own listeners on the document stop an event aimed
// at HTML it has not hydrated yet (and replay it once it has), so it never reaches the island.
const waiting = new Map<Element, () => void>();

function onReachEvent(event: Event) {
  if (!(event.target instanceof Node)) return;
  for (const [element, reached] of waiting) {
    if (element.contains(event.target)) reached();
  }
}

/** Calls `reached` whenever a visitor reaches into `element`, until the returned stop runs. */
function whenReached(element: Element, reached: () => void): () => void {
  if (waiting.size === 0) {
    for (const type of REACH_EVENTS) {
      window.addEventListener(type, onReachEvent, { capture: true, passive: true });
    }
  }
  waiting.set(element, reached);
  return () => {
    if (!waiting.delete(element) || waiting.size > 0) return;
    for (const type of REACH_EVENTS) {
      window.removeEventListener(type, onReachEvent, { capture: true });
    }
  };
}

/** A component that `hydrateOnReach` made, with a way to load its module ahead of a render. */
export type ReachIsland<P extends object> = ComponentType<P> & {
  /** Loads the module now (tests, or a caller that knows it will render the island). */
  preload: () => Promise<void>;
};

/**
 * Static content whose module is not part of the page's load: `load` is imported only when
 * the island has to be rendered on the client.
 *
 * - Prerendered: React leaves the island's HTML in place, un-hydrated, until a visitor
 *   reaches into it (`REACH_EVENTS`). Its module (copy, mostly) is then fetched and the island
 *   hydrates at idle priority. Until then its links are plain links, which the browser follows.
 * - Rendered on the client (a navigation): the module is imported at once, and the render
 *   waits for it with the rest of the page (`HydrateApart` adds no boundary then).
 *
 * Only for content that works without JavaScript: text, images and links. Its props must not
 * change after the first render (they are compared, as by `memo`): new props force React to
 * drop the prerendered HTML and render the island afresh.
 */
export function hydrateOnReach<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ReachIsland<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= settledInPlace(
      load().then(
        (component) => (loaded = component),
        (error: unknown) => {
          loading = undefined; // the next reach or render tries again
          throw error;
        },
      ),
    ));

  function Content({ reached, props }: { reached: Promise<ComponentType<P>> | null; props: P }) {
    // Always through `use`, even once loaded: a render that suspended must call it again when
    // it resumes, and a settled promise answers at once (`settledInPlace`).
    const Loaded = use(reached ?? loadOnce());
    return <Loaded {...props} />;
  }

  function Island(props: P) {
    const byHydration = useMountedByHydration();
    const box = useRef<HTMLDivElement>(null);
    // Prerendered HTML in the browser, module not loaded yet: wait for the visitor.
    const [reach] = useState(() =>
      byHydration && typeof document !== "undefined" && loaded === undefined
        ? deferred<ComponentType<P>>()
        : null,
    );

    useEffect(() => {
      const element = box.current;
      if (reach === null || element === null) return;
      let pending = false;
      const stop = whenReached(element, () => {
        if (pending) return;
        pending = true;
        loadOnce().then(
          (component) => {
            stop();
            reach.resolve(component);
          },
          // Offline, or a deploy replaced the chunk: the prerendered HTML stays as it is, and
          // the next reach tries again.
          () => (pending = false),
        );
      });
      return stop;
    }, [reach]);

    // One element for the island's whole life: a boundary still waiting to hydrate must not
    // see new props on the re-render React does after hydration.
    const content = useMemo(() => {
      const inner = <Content reached={reach?.promise ?? null} props={props} />;
      return byHydration ? <Suspense fallback={null}>{inner}</Suspense> : inner;
    }, [byHydration, reach, props]);

    return (
      <div ref={box} className="reach-island">
        {content}
      </div>
    );
  }

  return Object.assign(memo(Island), {
    preload: () => loadOnce().then(() => undefined),
  });
}

/** A promise and its resolve (Promise.withResolvers is too new for Safari before 17.4). */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = settledInPlace(new Promise<T>((settle) => (resolve = settle)));
  return { promise, resolve };
}

/**
 * Writes the promise's outcome on it as React's `use` reads it (`status`, `value`, `reason`),
 * so that `use` returns a settled promise's value at once instead of suspending for a tick.
 */
function settledInPlace<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  tracked.status = "pending";
  tracked.then(
    (value) => {
      tracked.status = "fulfilled";
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = "rejected";
      tracked.reason = reason;
    },
  );
  return tracked;
}
