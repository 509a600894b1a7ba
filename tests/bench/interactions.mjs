// `npm run bench:interactions`: how long the site takes to answer a visitor's tap or key, the
// way INP measures it. Serves web/build/client with the Hosting emulator (the repository's
// hosting config, as `npm run bench` and `bench:trace` do), opens each interaction's page in a
// fresh tab, waits until it has hydrated and gone quiet, slows the CPU 4× (Lighthouse's phone)
// and performs the interaction once. The figure is the Event Timing duration of that
// interaction (input delay + handlers + the next frame being presented, rounded by Chromium to
// 8 ms), the longest of its events. Medians and maxima of --runs tabs per interaction, printed
// as a Markdown table (docs/page-speed.md holds the latest). Not a test: timings vary by
// machine; measure on a quiet one. Run `npm run build` first.
//
// Usage: npm run bench:interactions -- [--runs 5] [--only menu,tab] [--trace] [--site <dir>]
//   --only: the interactions whose key contains one of these words (keys in INTERACTIONS).
//   --functions: with --trace, name the functions that took the most time.
//   --trace: after the measured runs, one more run per interaction with a Chromium trace of the
//   interaction alone; prints where its main thread went from the first input event to the
//   frame after the handlers (script, style, layout, paint; times at the slowed CPU) and any
//   script fetched meanwhile, and keeps the trace in bench-results/traces/ for the performance
//   panel. With --functions, also V8's CPU samples of that run: the functions that took the
//   most time in the interaction (build with `npm run build -- --minify false` to read names).
/* global document, requestAnimationFrame, requestIdleCallback, PerformanceObserver, window */
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { rerunOnPrivateCopy, yieldCpuToBrowser } from "./hosting-config.mjs";
import { functionsIn, scriptName, selfTimes } from "./trace-tasks.mjs";
import { withoutOmniboxWebUi } from "../support/chromium-flags.mjs";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    only: { type: "string" },
    trace: { type: "boolean", default: false },
    functions: { type: "boolean", default: false },
    site: { type: "string", default: "web/build/client" },
    // Internal: set when this script runs itself inside `firebase emulators:exec`.
    origin: { type: "string" },
  },
});

const PORT = 5083;
const CPU_SLOWDOWN = 4; // Lighthouse's mobile preset
const tracesDir = join(repoRoot, "bench-results", "traces");

if (!options.origin) {
  process.exit(await rerunOnPrivateCopy(import.meta.url, "interactions", PORT, options.site));
}

/** A desktop screen (the header's full navigation) and Lighthouse's phone; both touch. */
const DEVICES = {
  desktop: { viewport: { width: 1350, height: 940 }, hasTouch: true },
  phone: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  },
};
const SERVICES_BUTTON = 'nav[aria-label="Main"] button[aria-controls]';
const MENU_BUTTON = "header button[aria-controls]:has(> span + span)";
const BRIEF_INPUT = "form input:not([tabindex='-1'])";

/**
 * Tapping a button that opens what it controls; done when it says it is expanded.
 * @param {string} button
 */
const tapToExpand = (button) => ({
  act: (page) => page.tap(button),
  done: (page) => page.waitForSelector(`${button}[aria-expanded="true"]`),
});

/**
 * Tapping the second of `selector`'s controls (scrolled into view, unmeasured); done when its
 * `attribute` (aria-selected, aria-pressed) says "true".
 * @param {string} selector
 * @param {string} attribute
 */
const tapSecond = (selector, attribute) => ({
  prepare: (page) => page.locator(selector).nth(1).scrollIntoViewIfNeeded(),
  act: (page) => page.locator(selector).nth(1).tap(),
  done: (page) => page.waitForSelector(`${selector}:nth-child(2)[${attribute}="true"]`),
});

/**
 * Types `text` into the brief's field once its form is ready (unmeasured).
 * @param {string} text
 */
const typeInBrief = (text) => async (page) => {
  await page.waitForSelector("form button[type=submit]:not([disabled])");
  await page.focus(BRIEF_INPUT);
  await page.keyboard.type(text);
};

/**
 * The six interactions, and the floor. `prepare` runs before the CPU is slowed and is not measured (scrolling
 * the control into view, typing the answer Enter will submit); `act` is the measured
 * interaction; `done` waits for its visible result. Taps, not mouse clicks: a mouse would open
 * the Services menu on hover, before the click.
 */
const INTERACTIONS = [
  {
    key: "dropdown",
    label: "desktop: open the Services dropdown (tap)",
    device: "desktop",
    path: "/",
    ...tapToExpand(SERVICES_BUTTON),
  },
  {
    key: "menu",
    label: "phone: open the Menu",
    device: "phone",
    path: "/",
    ...tapToExpand(MENU_BUTTON),
  },
  {
    key: "tab",
    label: "pricing: switch the plan tab",
    device: "phone",
    path: "/pricing",
    ...tapSecond('[role="tab"]', "aria-selected"),
  },
  {
    key: "filter",
    label: "portfolio: filter by service",
    device: "phone",
    path: "/portfolio",
    ...tapSecond("button[aria-pressed]", "aria-pressed"),
  },
  {
    key: "key",
    label: "brief: type a key",
    device: "phone",
    path: "/brief/company",
    prepare: typeInBrief("Northwind Roaster"),
    act: (page) => page.keyboard.press("s"),
    done: (page) =>
      page.waitForFunction(
        (value) => document.activeElement?.value === value,
        "Northwind Roasters",
      ),
  },
  {
    key: "enter",
    label: "brief: Enter to the next step",
    device: "phone",
    path: "/brief/company",
    prepare: typeInBrief("Northwind Roasters"),
    act: (page) => page.keyboard.press("Enter"),
    done: (page) => page.waitForURL("**/brief/slogan"),
  },
  {
    // The floor: what a tap costs here at all, on a page with nothing of ours (the same origin,
    // device and flags), measured in every run so that the figures above can be read against it.
    key: "floor",
    label: "floor: a trivial page's button toggles a class",
    device: "phone",
    path: "/robots.txt",
    prepare: (page) =>
      page.setContent(
        '<!doctype html><meta name="viewport" content="width=device-width"><style>.on{color:red}</style>' +
          '<button type="button" onclick="this.classList.toggle(\'on\')">Toggle</button>',
      ),
    act: (page) => page.tap("button"),
    done: (page) => page.waitForSelector("button.on"),
  },
];

/** Collects every Event Timing entry of an interaction (≥ 16 ms, the API's floor) from the start. */
function observeInteractions() {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      window.__benchEvents.push({
        id: entry.interactionId,
        name: entry.name,
        duration: entry.duration,
        inputDelay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
        startTime: entry.startTime,
      });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

/** Resolves in the page's next idle period, after a frame. */
const untilIdle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
  );

/**
 * The measured interaction: the group of events (one interactionId) with the longest duration,
 * or a duration of 16 (the API reports nothing shorter) when no event reached the floor.
 */
async function measuredInteraction(page) {
  // Event Timing entries are queued after the frame is presented; give them two idle periods.
  await untilIdle(page);
  await untilIdle(page);
  const events = await page.evaluate(() => window.__benchEvents);
  if (events.length === 0) return { duration: 16, events: "none ≥ 16 ms" };
  const longest = events.reduce((a, b) => (b.duration > a.duration ? b : a));
  const same = events.filter((event) => event.id === longest.id);
  return {
    duration: longest.duration,
    events: same
      .map(
        (event) =>
          `${event.name} ${event.duration} (delay ${event.inputDelay.toFixed(0)}, handlers ${event.processing.toFixed(0)})`,
      )
      .join(", "),
  };
}

/** Opens a fresh tab on the interaction's page, performs it at 4× CPU; returns its duration. */
async function runOnce(browser, interaction, { trace } = { trace: false }) {
  const context = await browser.newContext(DEVICES[interaction.device]);
  try {
    const page = await context.newPage();
    await page.addInitScript(observeInteractions);
    await page.goto(options.origin + interaction.path, { waitUntil: "networkidle" });
    await untilIdle(page);
    await interaction.prepare?.(page);
    await page.waitForLoadState("networkidle");
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await untilIdle(page);
    await page.evaluate(() => (window.__benchEvents.length = 0));
    const profiling = trace && options.functions;
    if (profiling) {
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
      await cdp.send("Profiler.start");
    }
    if (trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await interaction.act(page);
    await interaction.done(page);
    const result = await measuredInteraction(page);
    if (trace) result.trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
    if (profiling) result.profile = (await cdp.send("Profiler.stop")).profile;
    return result;
  } finally {
    await context.close();
  }
}

const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "blink.user_timing",
  "loading",
  "toplevel",
  "v8",
  "v8.execute",
];

/** The input events of a tap or a key press, as the renderer dispatches them. */
const INPUT_EVENTS = new Set([
  "pointerdown",
  "touchstart",
  "mousedown",
  "pointerup",
  "touchend",
  "mouseup",
  "click",
  "keydown",
  "keypress",
  "keyup",
]);
/** The kinds of main-thread work an interaction's time is told apart by. */
const kindOf = (label) =>
  /^(run|evaluate|compile)/.test(label)
    ? "script"
    : label === "garbage collection"
      ? "script"
      : label.startsWith("other")
        ? "other (input routing, idle, unlabelled)"
        : label;

/**
 * Where the interaction's main thread went: from its first input event to the frame after its
 * handlers (the first Commit after them), the self time of script, style, layout and paint;
 * and every script fetched meanwhile.
 */
function describeTrace(trace, profile) {
  const events = trace.traceEvents;
  const mainThreads = new Set(
    events
      .filter(
        (event) =>
          event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain",
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const onMain = events.filter(
    (event) => event.ph === "X" && mainThreads.has(`${event.pid}:${event.tid}`),
  );
  const inputs = onMain
    .filter((event) => event.name === "EventDispatch" && INPUT_EVENTS.has(event.args?.data?.type))
    .sort((a, b) => a.ts - b.ts);
  if (inputs.length === 0) return "    (no input event in the trace)";
  const start = inputs[0].ts;
  // The key's release comes whenever the finger lifts, often after the frame: not counted.
  const handled = inputs.filter((event) => event.args.data.type !== "keyup");
  const handlersEnd = Math.max(...handled.map((event) => event.ts + event.dur));
  const commit = onMain
    .filter((event) => event.name === "Commit" && event.ts >= handlersEnd)
    .sort((a, b) => a.ts - b.ts)[0];
  const end = commit ? commit.ts + commit.dur : handlersEnd;
  const window = { ts: start, dur: end - start };
  const totals = new Map();
  for (const [label, micros] of selfTimes(window, onMain)) {
    const kind = kindOf(label);
    totals.set(kind, (totals.get(kind) ?? 0) + micros / 1000);
  }
  const parts = [...totals.entries()]
    .filter(([, ms]) => ms >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`);
  // How much each style recalculation and layout had to redo: the elements whose style was
  // recalculated, and the layout objects that were dirty out of all of them. These do not vary
  // with the machine's load, as times do.
  const inWindow = (event) => event.ts >= start && event.ts <= end;
  const styles = onMain
    .filter((event) => event.name === "UpdateLayoutTree" && inWindow(event))
    .map((event) => event.args?.elementCount ?? event.args?.data?.elementCount ?? "?");
  const layouts = onMain
    .filter((event) => event.name === "Layout" && inWindow(event))
    .map((event) => {
      const data = event.args?.beginData ?? {};
      return `${data.dirtyObjects ?? "?"}/${data.totalObjects ?? "?"}${data.partialLayout ? " partial" : ""}`;
    });
  const fetched = events
    .filter((event) => event.name === "ResourceSendRequest" && event.ts >= start && event.ts <= end)
    .map((event) => scriptName(event.args?.data?.url));
  return (
    `    first input → frame after the handlers: ${(window.dur / 1000).toFixed(1)} ms: ${parts.join(", ")}` +
    functionsIn(profile, start, end) +
    `\n    style recalcs (elements): ${styles.join(", ") || "none"}; layouts (dirty/total objects): ${layouts.join(", ") || "none"}` +
    `\n    fetched meanwhile: ${fetched.length ? fetched.join(", ") : "nothing"}`
  );
}

yieldCpuToBrowser();
const { chromium } = await import("playwright-core");
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a whole number ≥ 1");
const wanted = options.only?.split(",").map((word) => word.trim());
const chosen = INTERACTIONS.filter(
  (interaction) => !wanted || wanted.some((word) => interaction.key.includes(word)),
);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: withoutOmniboxWebUi(["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]),
});
const rows = [];
try {
  // One page first, not measured: a browser's very first tab pays for starting its processes.
  const warmUp = await browser.newPage();
  await warmUp.goto(options.origin + "/", { waitUntil: "networkidle" });
  await warmUp.close();
  for (const interaction of chosen) {
    const durations = [];
    for (let run = 1; run <= runs; run += 1) {
      const { duration, events } = await runOnce(browser, interaction);
      durations.push(duration);
      console.log(`${interaction.key} run ${run}: ${duration} ms — ${events}`);
    }
    const sorted = [...durations].sort((a, b) => a - b);
    rows.push({
      key: interaction.key,
      label: interaction.label,
      median: sorted[Math.floor((sorted.length - 1) / 2)],
      max: sorted.at(-1),
      durations,
    });
    if (options.trace) {
      const { duration, trace, profile } = await runOnce(browser, interaction, { trace: true });
      mkdirSync(tracesDir, { recursive: true });
      const file = join(tracesDir, `interaction-${interaction.key}.json`);
      writeFileSync(file, JSON.stringify(trace));
      console.log(
        `  traced run: ${duration} ms (trace: ${file})\n${describeTrace(trace, profile)}`,
      );
    }
  }
} finally {
  await browser.close();
}

const GOAL = { median: 50, max: 80 }; // issue 39 and issue 49
console.log(`\nEvent Timing duration at ${CPU_SLOWDOWN}× CPU, ${runs} fresh tabs each (ms);`);
console.log(
  `goal: median ≤ ${GOAL.median}, max ≤ ${GOAL.max}; load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(", ")}\n`,
);
console.log("| interaction | median | max | runs | goal |");
console.log("| --- | --- | --- | --- | --- |");
for (const row of rows) {
  const met = row.median <= GOAL.median && row.max <= GOAL.max;
  const verdict = row.key === "floor" ? "(the floor)" : met ? "ok" : "**over**";
  console.log(
    `| ${row.label} | ${row.median} | ${row.max} | ${row.durations.join(", ")} | ${verdict} |`,
  );
}
