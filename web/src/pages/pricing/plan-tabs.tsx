import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import type { PlanCategory } from "~/content/plan-categories";
import type { PricingPageContent } from "~/content/pricing-page";
import { hydrateOnReach } from "~/lib/hydrate-on-reach";
import { PanelPlans, type PanelPlansProps } from "./panel-plans";
import styles from "./pricing.module.css";

export interface PlanTabsProps {
  categories: readonly PlanCategory[];
  labels: PricingPageContent["plans"];
}

const tabId = (id: string) => `plans-tab-${id}`;

/**
 * Pricing categories as an ARIA tabs widget: arrow keys, Home and End move between tabs
 * (roving tabindex, automatic activation). Each panel's id is its category, so
 * /pricing#website opens the Website tab. Inactive panels stay in the prerendered HTML
 * (hidden), so every price is in the page source.
 *
 * A switch's frame reuses the new panel's layout instead of building it: each hidden panel is
 * laid out once while the page is idle (`useLayoutAheadOfSwitch`; docs/page-speed.md,
 * "Interactions").
 */
export function PlanTabs({ categories, labels }: PlanTabsProps) {
  const { hash } = useLocation();
  const [selected, setSelected] = useState(categories[0]?.id ?? "");
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const tablist = useRef<HTMLDivElement>(null);
  const panels = useRef<HTMLDivElement>(null);
  useLayoutAheadOfSwitch(panels);

  // Read the hash after hydration: the prerendered HTML always shows the first tab.
  useEffect(() => {
    const wanted = decodeURIComponent(hash.slice(1));
    if (!categories.some((category) => category.id === wanted)) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing with the URL, an external source the prerendered HTML cannot know
    setSelected(wanted);
    // The browser cannot scroll to a hidden panel by itself; bring the tabs into view.
    tablist.current?.scrollIntoView({ block: "start" });
  }, [hash, categories]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = categories.findIndex((category) => category.id === selected);
    const last = categories.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    const id = next === null ? undefined : categories[next]?.id;
    if (id === undefined) return;
    event.preventDefault();
    setSelected(id);
    tabs.current.get(id)?.focus();
  };

  return (
    <div ref={panels}>
      <div ref={tablist} role="tablist" aria-label={labels.tablistLabel} className={styles.tablist}>
        {categories.map((category) => {
          const active = category.id === selected;
          return (
            <button
              key={category.id}
              ref={(el) => {
                if (el) tabs.current.set(category.id, el);
                else tabs.current.delete(category.id);
              }}
              type="button"
              role="tab"
              id={tabId(category.id)}
              aria-selected={active}
              aria-controls={category.id}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => setSelected(category.id)}
              onKeyDown={onKeyDown}
            >
              {category.label}
            </button>
          );
        })}
      </div>
      {categories.map((category) => (
        <div
          key={category.id}
          role="tabpanel"
          id={category.id}
          aria-labelledby={tabId(category.id)}
          // Hidden, it stays out of the accessibility tree and the focus order, but
          // pricing.module.css draws it as an invisible, zero-height `content-visibility: hidden`
          // box, whose layout the browser keeps.
          hidden={category.id !== selected}
          tabIndex={0}
          className={styles.panel}
        >
          <PanelPlansOnReach category={category} labels={labels} />
        </div>
      ))}
    </div>
  );
}

/**
 * One panel's plans, hydrated only when a visitor reaches into the panel: the module it waits
 * for holds every plan's features, which the page's load then does without (issue 49's JS
 * budget; docs/page-speed.md). A tab switch flips the panels' `hidden` and leaves these alone
 * (their props never change; re-rendering every card cost 64–144 ms at 4× CPU).
 */
export const PanelPlansOnReach = hydrateOnReach(() =>
  import("~/content/plan-cards").then(({ plansIn }) => (props: PanelPlansProps) => (
    <PanelPlans {...props} plans={plansIn(props.category.id)} />
  )),
);

/**
 * Lays out each hidden panel inside `root` once the page is idle, one panel per idle period.
 * A `content-visibility: hidden` box skips its contents' style and layout until something
 * asks for their geometry, and then keeps the result: asking once ahead of time leaves the
 * switch's frame only the paint (laying a panel's plans out in that frame was its largest cost).
 */
function useLayoutAheadOfSwitch(root: { current: HTMLElement | null }) {
  useEffect(() => {
    if (!("requestIdleCallback" in window)) return;
    const pending = Array.from(
      root.current?.querySelectorAll<HTMLElement>(":scope > [role=tabpanel][hidden]") ?? [],
    );
    let id = 0;
    const next = () => {
      // Reading a box's size inside the panel lays the panel's contents out (its first child
      // is the island's wrapper, which has no box of its own).
      pending.shift()?.querySelector("p")?.getBoundingClientRect();
      if (pending.length) id = window.requestIdleCallback(next);
    };
    id = window.requestIdleCallback(next);
    return () => window.cancelIdleCallback(id);
  }, [root]);
}
