// @vitest-environment jsdom
// useWizardStep while the router's render of a new URL is left unfinished. On the dev server
// (route code loads on navigation) the URL's step commits in a transition, and a visitor who
// types on interrupts that render with every key. A move made meanwhile must still land.
import { waitFor } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BRIEF_STEP_SLUGS, briefStep } from "./brief-steps";
import { useWizardStep, type WizardStep } from "./use-wizard-step";

// React's own scheduling, as in the browser: no act(), so a transition renders in slices.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let wasAct: boolean | undefined;
beforeEach(() => {
  wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
});

describe("useWizardStep while the URL's render is unfinished", () => {
  it("keeps a move made while the router's transition is still rendering, and the URL follows", async () => {
    const shown: (string | undefined)[] = [];
    let wizard: WizardStep | undefined;
    let industryRenderStarted = () => {};
    const industryRendering = new Promise<void>((resolve) => (industryRenderStarted = resolve));

    function Probe() {
      wizard = useWizardStep();
      const slug = wizard.step?.slug;
      useLayoutEffect(() => void shown.push(slug), [slug]);
      return null;
    }
    // A slow part of the page: the first render of the industry URL takes long enough that
    // React yields before finishing it, as a busy phone's does.
    let slowed = false;
    function SlowPart() {
      if (useLocation().pathname === "/brief/industry" && !slowed) {
        slowed = true;
        const until = performance.now() + 60;
        while (performance.now() < until);
        industryRenderStarted();
      }
      return null;
    }
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <Probe />
              <SlowPart />
              <Outlet />
            </>
          ),
          // A loader per step stands for route code loading on navigation: the router then
          // commits the new URL in a transition, whatever flushSync asks.
          children: BRIEF_STEP_SLUGS.map((slug) => ({
            path: `/brief/${slug}`,
            loader: () => null,
            element: null,
          })),
        },
      ],
      { initialEntries: ["/brief/slogan"], hydrationData: { loaderData: {} } },
    );
    const container = document.createElement("div");
    const root = createRoot(container);
    try {
      root.render(<RouterProvider router={router} />);
      await waitFor(() => expect(shown.at(-1)).toBe("slogan"));

      wizard?.moveTo(briefStep("industry"));
      expect(shown.at(-1)).toBe("industry");
      // The URL follows; React starts its render and yields in the middle of it.
      await industryRendering;
      // The visitor answers and moves on before that render is committed.
      wizard?.moveTo(briefStep("keyword"));
      expect(shown.at(-1)).toBe("keyword");

      // The URL reached keyword, and keyword stayed on screen from the move on.
      await waitFor(() => expect(router.state.location.pathname).toBe("/brief/keyword"));
      expect(shown.slice(shown.indexOf("keyword"))).toEqual(["keyword"]);
    } finally {
      root.unmount();
    }
  });
});
