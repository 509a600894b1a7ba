// Real visitors' vitals (issue 39): a beacon as the site's reporter sends it (navigator.sendBeacon
// with a string body: text/plain) reaches the webVitals function and becomes one structured log
// entry with the route, metric and value; malformed, oversized and non-POST beacons get a 4xx
// and log nothing.
//
// The function the Functions emulator runs is observed through its own log lines (the Logging
// emulator's stream, tests/support/function-logs.ts); the same handler run here, with
// firebase-functions' logger watched, says which logger call wrote them.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { logger } from "firebase-functions";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleVitalsBeacon } from "../../functions/src/vitals/handle-vitals-beacon";
import { VITAL_LOG_MESSAGE } from "../../functions/src/vitals/log-vital";
import { MAX_BEACON_BYTES } from "../../functions/src/vitals/vitals-beacon";
import { WEB_VITALS_FUNCTION } from "../../functions/src/shared/function-names";
import { SITE_TARGET } from "../../web/scripts/hosting-sites.mjs";
import { PROJECT_ID, waitFor } from "../support/emulators";
import { type FunctionLogEntry, watchFunctionLogs } from "../support/function-logs";

const root = new URL("../../", import.meta.url);
const config = JSON.parse(readFileSync(fileURLToPath(new URL("firebase.json", root)), "utf8")) as {
  emulators: { functions: { host: string; port: number } };
  hosting: {
    target: string;
    rewrites?: { source: string; function?: { functionId: string } }[];
  }[];
};
const { host, port } = config.emulators.functions;
const FUNCTION_ID = WEB_VITALS_FUNCTION;
const functionUrl = `http://${host}:${port}/${PROJECT_ID}/us-central1/${FUNCTION_ID}`;

// This run's own route: the browser tests of the same emulator run beacon their page views too
// (the test build samples every one), so the log is filtered down to this test's entries.
const ROUTE = `/vitals-test-${Date.now().toString(36)}`;
const INP = {
  route: ROUTE,
  metric: "INP",
  value: 136,
  rating: "good",
  target: "div.tablist > button.tab",
};
const REFUSED: [string, string, number][] = [
  ["not JSON", "metric=INP&value=136", 400],
  ["an unknown metric", JSON.stringify({ ...INP, metric: "FID" }), 400],
  ["a field of its own (an e-mail address)", JSON.stringify({ ...INP, email: "a@b.co" }), 400],
  ["a route with a query", JSON.stringify({ ...INP, route: "/brief/email?e=a@b.co" }), 400],
  ["a body over the cap", JSON.stringify({ ...INP, target: "a".repeat(MAX_BEACON_BYTES) }), 413],
];

/** POSTs `body` as navigator.sendBeacon sends a string: text/plain. */
const beacon = (body: string, method = "POST") =>
  fetch(functionUrl, {
    method,
    headers: method === "POST" ? { "content-type": "text/plain;charset=UTF-8" } : {},
    body: method === "POST" ? body : undefined,
  });

/** Runs the handler here on `body`, with the real log function; returns the status. */
function deliverHere(body: string, method = "POST"): number {
  let status = 0;
  handleVitalsBeacon(
    { method, rawBody: Buffer.from(body) },
    {
      status(code) {
        status = code;
        return { end() {} };
      },
      set() {},
    },
  );
  return status;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the webVitals function", { timeout: 60_000 }, () => {
  it("is what Hosting's /api/vitals rewrites to", () => {
    const site = config.hosting.find((entry) => entry.target === SITE_TARGET);
    const rewrite = site?.rewrites?.find((r) => r.source === "/api/vitals");
    expect(rewrite?.function?.functionId).toBe(FUNCTION_ID);
  });

  it("turns a beacon into one log entry, and refuses junk with a 4xx and no entry", async () => {
    const logs = await watchFunctionLogs();
    try {
      const vitals = () =>
        logs.entries.filter(
          (entry) => entry.message === VITAL_LOG_MESSAGE && entry.route === ROUTE,
        );
      const logged = async (count: number): Promise<FunctionLogEntry[]> => {
        await waitFor(async () => (vitals().length >= count ? true : undefined), {
          what: `${count} vitals log entries`,
          timeoutMs: 20_000,
        });
        return vitals();
      };
      const before = vitals().length;

      expect((await beacon(JSON.stringify(INP))).status).toBe(204);
      expect((await logged(before + 1)).slice(before)).toEqual([
        { ...INP, severity: "INFO", message: VITAL_LOG_MESSAGE },
      ]);

      for (const [what, body, status] of REFUSED) {
        expect((await beacon(body)).status, what).toBe(status);
      }
      expect((await beacon("", "GET")).status).toBe(405);
      // A last valid beacon: its entry comes after anything the refused ones could have
      // written, so it is the only entry after the first.
      const lcp = { route: ROUTE, metric: "LCP", value: 2480, rating: "good" };
      expect((await beacon(JSON.stringify(lcp))).status).toBe(204);
      expect((await logged(before + 2)).slice(before + 1)).toEqual([
        { ...lcp, severity: "INFO", message: VITAL_LOG_MESSAGE },
      ]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(vitals()).toHaveLength(before + 2);
    } finally {
      logs.close();
    }
  });

  it("writes one structured entry per beacon: route, metric, value, rating, target, nothing else", () => {
    const info = vi.spyOn(logger, "info").mockImplementation(() => {});
    const others = ["debug", "log", "warn", "error"] as const;
    const elsewhere = others.map((level) => vi.spyOn(logger, level).mockImplementation(() => {}));

    expect(deliverHere(JSON.stringify(INP))).toBe(204);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith(VITAL_LOG_MESSAGE, INP);

    const lcp = { route: "/", metric: "LCP", value: 2480, rating: "needs-improvement" };
    expect(deliverHere(JSON.stringify(lcp))).toBe(204);
    expect(info).toHaveBeenCalledTimes(2);
    expect(info).toHaveBeenLastCalledWith(VITAL_LOG_MESSAGE, lcp);
    for (const spy of elsewhere) expect(spy).not.toHaveBeenCalled();
  });

  it("logs nothing at all for a refused beacon", () => {
    const levels = ["debug", "log", "info", "warn", "error"] as const;
    const spies = levels.map((level) => vi.spyOn(logger, level).mockImplementation(() => {}));
    for (const [what, body, status] of REFUSED) expect(deliverHere(body), what).toBe(status);
    expect(deliverHere("", "GET")).toBe(405);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});
