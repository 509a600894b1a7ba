// The parts of a Chromium performance trace that say where a main-thread task went, for
// `npm run bench:trace` (main-thread.mjs).

/** The short name of a script URL ("framework-Ab12.js", "inline", "document"). */
export const scriptName = (url) => {
  if (!url) return "?";
  const path = new URL(url, "http://site").pathname;
  return path.startsWith("/assets/") ? path.slice("/assets/".length) : path;
};

/** What one trace event spent its time on, in words a person can act on. */
export function labelOf(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  switch (event.name) {
    case "ParseHTML":
      return "parse HTML";
    case "EvaluateScript":
      return `evaluate ${scriptName(data.url) || "inline script"}`;
    case "v8.compileModule":
    case "v8.compile":
    case "V8.CompileCode":
      return `compile ${scriptName(event.args?.fileName ?? data.url)}`;
    case "v8.evaluateModule":
      return `evaluate module ${scriptName(data.url ?? event.args?.fileName)}`;
    case "FunctionCall":
      return `run ${scriptName(data.url)}${data.functionName ? ` ${data.functionName}()` : ""}`;
    case "UpdateLayoutTree":
    case "RecalculateStyles":
      return "style";
    case "Layout":
      return "layout";
    case "Paint":
    case "PrePaint":
    case "Layerize":
    case "UpdateLayer":
    case "CompositeLayers":
      return "paint";
    case "MajorGC":
    case "MinorGC":
    case "V8.GC_MARK_COMPACTOR":
    case "V8.GC_SCAVENGER":
      return "garbage collection";
    default:
      return null;
  }
}

/** Self time per label inside one task, as a line: see selfTimes. */
export function breakdown(task, events) {
  return [...selfTimes(task, events).entries()]
    .filter(([, micros]) => micros >= 500)
    .sort((a, b) => b[1] - a[1])
    .map(([label, micros]) => `${label} ${(micros / 1000).toFixed(1)}`)
    .join(", ");
}

/**
 * Self time (µs) per label inside one task: each labelled event minus its labelled children;
 * the rest of the task's time under "other (task overhead, unlabelled)".
 */
export function selfTimes(task, events) {
  const inside = events
    .filter(
      (event) =>
        event !== task &&
        event.ts >= task.ts &&
        event.ts + event.dur <= task.ts + task.dur &&
        labelOf(event),
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const totals = new Map();
  const stack = [];
  for (const event of inside) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) parent.self -= event.dur;
    const frame = { ts: event.ts, dur: event.dur, self: event.dur, label: labelOf(event) };
    stack.push(frame);
    frame.done = () => totals.set(frame.label, (totals.get(frame.label) ?? 0) + frame.self);
    event.frame = frame;
  }
  for (const event of inside) event.frame.done();
  const labelled = [...totals.values()].reduce((sum, value) => sum + value, 0);
  totals.set("other (task overhead, unlabelled)", task.dur - labelled);
  return totals;
}

/** The functions sampled inside [start, end] (trace clock, µs): top self and total times. */
export function functionsIn(profile, start, end) {
  if (!profile) return "";
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const name = (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    return `${functionName || "(anonymous)"} ${scriptName(url)}:${lineNumber + 1}`;
  };
  const self = new Map();
  const total = new Map();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index];
    if (time < start || time > end) return;
    const step = profile.timeDeltas[index + 1] ?? 100;
    const leaf = nodes.get(id);
    if (!leaf.callFrame.url && leaf.callFrame.functionName.startsWith("(")) return;
    self.set(name(leaf), (self.get(name(leaf)) ?? 0) + step);
    const seen = new Set();
    for (let node = leaf; node; node = nodes.get(parents.get(node.id))) {
      if (!node.callFrame.url || seen.has(name(node))) continue;
      seen.add(name(node));
      total.set(name(node), (total.get(name(node)) ?? 0) + step);
    }
  });
  const top = (map, count) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([label, micros]) => `${label} ${(micros / 1000).toFixed(1)}`)
      .join("; ");
  return `\n      self: ${top(self, 6)}\n      total: ${top(total, 10)}`;
}
