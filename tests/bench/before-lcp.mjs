// What one Lighthouse run loaded and ran before its LCP, the way Lighthouse's simulation
// (Lantern) counts it. Lantern estimates LCP from the page's dependency graph cut at the
// observed LCP: every request that ended before it (images at Low priority are simulated but do
// not decide the time), and every main-thread task that started before it and parsed HTML,
// laid out, painted or ran a script fetched before it, each CPU task at 4× its measured length.
// So what a route adds to that cut, compared with the floor app (tests/bench/floor), is what
// its LCP pays for beyond the floor's.
import { MainThreadTasks } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";

/** "/assets/x.js" for the site's own URLs, the whole URL for others. */
const shortUrl = (url, origin) => (url.startsWith(origin) ? url.slice(origin.length) : url);

/** Requests that ended before the observed LCP: [{ url, type, priority, bytes }] (bytes with headers). */
function requestsBefore(lhr, origin, lcpTs) {
  const details = lhr.audits["network-requests"]?.details;
  const startMs = (details?.debugData?.networkStartTimeTs ?? details?.networkStartTimeTs) / 1000;
  return (details?.items ?? [])
    .filter(
      (request) =>
        Number.isFinite(request.networkEndTime) && startMs + request.networkEndTime <= lcpTs / 1000,
    )
    .map((request) => ({
      url: shortUrl(request.url, origin),
      type: request.resourceType,
      priority: request.priority,
      bytes: request.transferSize,
    }));
}

/**
 * Main-thread work of the tasks that started before the observed LCP: how many, their length
 * and the self time per kind (Lighthouse's task groups), in ms at this machine's own speed.
 */
function tasksBefore(trace, lcpTs) {
  const processed = TraceProcessor.processTrace(trace);
  const { timeOrigin } = processed.timestamps;
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    timeOrigin,
  );
  const lcpMs = (lcpTs - timeOrigin) / 1000;
  const topLevel = tasks.filter((task) => !task.parent && task.startTime < lcpMs);
  const byKind = {};
  const visit = (task) => {
    byKind[task.group.id] = (byKind[task.group.id] ?? 0) + task.selfTime;
    task.children.forEach(visit);
  };
  topLevel.forEach(visit);
  const layouts = topLevel.filter((task) =>
    task.children.some(function laidOut(child) {
      return child.event.name === "Layout" || child.children.some(laidOut);
    }),
  );
  return {
    tasks: topLevel.length,
    ms: topLevel.reduce((sum, task) => sum + task.duration, 0),
    longestMs: Math.max(0, ...topLevel.map((task) => task.duration)),
    layoutTasks: layouts.length,
    byKindMs: Object.fromEntries(Object.entries(byKind).map(([kind, ms]) => [kind, ms])),
  };
}

/** Response header bytes of each script (url → bytes), from the DevTools log of the load. */
export function scriptHeaderBytes(devtoolsLog) {
  const headers = new Map();
  for (const { method, params } of devtoolsLog) {
    if (method !== "Network.responseReceived" || params.type !== "Script") continue;
    headers.set(params.response.url, params.response.encodedDataLength ?? 0);
  }
  return headers;
}

/** The before-LCP figures of one run: { lcpObservedMs, requests, cpu }, or null without a trace. */
export function beforeLcp(lhr, artifacts, origin) {
  const metrics = lhr.audits.metrics?.details?.items?.[0];
  const lcpTs = metrics?.observedLargestContentfulPaintTs;
  const trace = artifacts?.Trace ?? artifacts?.traces?.defaultPass;
  if (!lcpTs || !trace) return null;
  return {
    lcpObservedMs: metrics.observedLargestContentfulPaint,
    requests: requestsBefore(lhr, origin, lcpTs),
    cpu: tasksBefore(trace, lcpTs),
  };
}
