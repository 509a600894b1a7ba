import { type KeyboardEvent, memo, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { HydrateApart } from "~/components/hydrate-apart";
import { type PlanCategory, type PricingPageContent, plansIn } from "~/content/pricing";
import { PlanCard } from "./plan-card";
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
 * A switch is one frame's work at most: only the two tabs and two panels that change re-render,
 * and each hidden panel is laid out once while the page is idle (`useLayoutAheadOfSwitch`), so
 * the frame that shows it reuses that layout instead of building it (docs/page-speed.md,
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

  const registerTab = useCallback((id: string, el: HTMLButtonElement | null) => {
    if (el) tabs.current.set(id, el);
    else tabs.current.delete(id);
  }, []);

  // Moves from the tab the key was pressed on (the selected one: only it is in the Tab order).
  // Not reading `selected` keeps this one function, so the tabs that did not change skip
  // re-rendering.
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>, from: string) => {
      const index = categories.findIndex((category) => category.id === from);
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
    },
    [categories],
  );

  return (
    <div ref={panels}>
      <div ref={tablist} role="tablist" aria-label={labels.tablistLabel} className={styles.tablist}>
        {categories.map((category) => (
          <PlanTab
            key={category.id}
            category={category}
            active={category.id === selected}
            register={registerTab}
            onSelect={setSelected}
            onKeyDown={onKeyDown}
          />
        ))}
      </div>
      {categories.map((category) => (
        <PlanPanel
          key={category.id}
          category={category}
          labels={labels}
          active={category.id === selected}
        />
      ))}
    </div>
  );
}

/** One tab. Memoised with stable handlers: a switch re-renders the two tabs that change. */
const PlanTab = memo(function PlanTab({
  category,
  active,
  register,
  onSelect,
  onKeyDown,
}: {
  category: PlanCategory;
  active: boolean;
  register: (id: string, el: HTMLButtonElement | null) => void;
  onSelect: (id: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, from: string) => void;
}) {
  const { id } = category;
  // One ref callback per tab for its lifetime: a new one each render makes React detach and
  // attach it again.
  const ref = useCallback((el: HTMLButtonElement | null) => register(id, el), [register, id]);
  return (
    <button
      ref={ref}
      type="button"
      role="tab"
      id={tabId(id)}
      aria-selected={active}
      aria-controls={id}
      tabIndex={active ? 0 : -1}
      className={styles.tab}
      onClick={() => onSelect(id)}
      onKeyDown={(event) => onKeyDown(event, id)}
    >
      {category.label}
    </button>
  );
});

/**
 * One panel. A hidden panel keeps its `hidden` attribute (so it is out of the accessibility
 * tree and the page's focus order, as any hidden element), but pricing.module.css draws it as
 * an invisible, zero-height `content-visibility: hidden` box, whose layout the browser keeps.
 */
const PlanPanel = memo(function PlanPanel({
  category,
  labels,
  active,
}: {
  category: PlanCategory;
  labels: PricingPageContent["plans"];
  active: boolean;
}) {
  return (
    <div
      role="tabpanel"
      id={category.id}
      aria-labelledby={tabId(category.id)}
      hidden={!active}
      tabIndex={0}
      className={styles.panel}
    >
      <PanelPlans category={category} labels={labels} />
    </div>
  );
});

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
      // Reading a box's size inside the panel lays the panel's contents out.
      pending.shift()?.firstElementChild?.getBoundingClientRect();
      if (pending.length) id = window.requestIdleCallback(next);
    };
    id = window.requestIdleCallback(next);
    return () => window.cancelIdleCallback(id);
  }, [root]);
}

/**
 * One panel's plans. Memoised: a tab switch re-renders the tabs and flips two panels' `hidden`,
 * not the eight panels' cards (it re-rendered every card: 64–144 ms at 4× CPU).
 */
const PanelPlans = memo(function PanelPlans({
  category,
  labels,
}: {
  category: PlanCategory;
  labels: PricingPageContent["plans"];
}) {
  return (
    // Eight panels of plans: each hydrates on its own, not in one long task.
    <HydrateApart>
      <p className={styles.categoryIntro}>{category.description}</p>
      <ul className={styles.plans}>
        {plansIn(category.id).map((plan) => (
          <PlanCard key={plan.id} plan={plan} labels={labels} />
        ))}
      </ul>
    </HydrateApart>
  );
});
