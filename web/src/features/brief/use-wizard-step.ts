// Which step of the brief is on screen. Normally the URL's; but Next and Back show the new
// step at once, in the same task as the key press or click, and the URL follows. Waiting for
// the router instead (it fetches the next route's code, then renders in a transition) left
// the previous step's field on screen and focused for a moment, and a visitor typing straight
// on wrote the next answer over the previous one.
import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation, useNavigate } from "react-router-dom";
import { BRIEF_STEPS, type BriefStep } from "./brief-steps";

/**
 * Resolves in a task after the next frame is drawn (its animation callbacks queue the task),
 * or after 100 ms where no frame comes (a hidden tab draws none).
 */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/** The step whose route is `pathname` (a trailing slash allowed), if any. */
export function stepAtPath(pathname: string): BriefStep | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return BRIEF_STEPS.find((step) => step.path === path);
}

/** A step shown before the URL reached it, and the paths the URL passes through on its way. */
interface Ahead {
  step: BriefStep;
  via: string[];
}

/**
 * Whether `ahead` still applies at `pathname`: the URL is on its way to that step. Once the
 * URL gets there, or goes anywhere else (the browser's back button), the URL decides again.
 */
export function aheadApplies(ahead: Ahead | null, pathname: string): ahead is Ahead {
  return ahead !== null && ahead.step.path !== pathname && ahead.via.includes(pathname);
}

export interface WizardStep {
  /** The step on screen, or undefined when the URL is not a step of the brief. */
  step: BriefStep | undefined;
  /** Shows `step` now (synchronously) and moves the URL there after any move still under way. */
  moveTo: (step: BriefStep) => void;
}

/** The step on screen and a way to change it at once; see the file comment. */
export function useWizardStep(): WizardStep {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [ahead, setAhead] = useState<Ahead | null>(null);
  const pathRef = useRef(pathname);
  // Navigations run one after the other, so each step gets its own history entry even when a
  // visitor moves on again before the URL has caught up.
  const queue = useRef<Promise<void>>(Promise.resolve());

  const applies = aheadApplies(ahead, pathname);

  // Once a render that shows the URL's step is committed (the URL caught up, or the visitor
  // went elsewhere), the step shown ahead is dropped. Not during render: a render React throws
  // away (the router's transition, interrupted by a key press) left its dropped value behind
  // as the state the next move started from, since React computes a functional update from
  // the last rendered state, committed or not. That move then took the URL for the step it
  // had reached and stopped it short, and the step the visitor had left came back.
  useLayoutEffect(() => {
    pathRef.current = pathname;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- dropped on commit, see above; the render it causes shows the same step
    if (ahead !== null && !applies) setAhead(null);
  }, [pathname, ahead, applies]);

  const moveTo = useCallback(
    (step: BriefStep) => {
      let via: string[] = [];
      flushSync(() =>
        setAhead((current) => {
          via = aheadApplies(current, pathRef.current)
            ? [...current.via, current.step.path]
            : [pathRef.current];
          return { step, via };
        }),
      );
      // The URL follows once the new step's frame is drawn: the router's navigation (matching,
      // history, a transition render) ran in the key press's own microtasks and held back the
      // frame that shows the step (≈ a third of Enter's 100–150 ms at 4× CPU).
      queue.current = queue.current.then(afterNextFrame).then(async () => {
        // The visitor went elsewhere meanwhile (e.g. the browser's back button): stay there.
        if (!via.includes(pathRef.current)) return;
        // Committed at once where no route code has to load (the built site), not in a
        // transition a busy page renders in slices; it runs after the new step's frame,
        // outside the key press. Where route code loads (the dev server) the router still
        // commits in a transition, which the layout effect above is written for.
        await navigate(step.path, { flushSync: true });
      });
    },
    [navigate],
  );

  return { step: applies ? ahead.step : stepAtPath(pathname), moveTo };
}
