import { describe, expect, it } from "vitest";
import { handleVitalsBeacon } from "./handle-vitals-beacon.js";
import type { VitalsBeacon } from "./vitals-beacon.js";
import { MAX_BEACON_BYTES } from "./vitals-beacon.js";

/** Runs the handler on one request; returns its status, headers and what it logged. */
function deliver(method: string, body: string | Buffer) {
  const logged: VitalsBeacon[] = [];
  const headers: Record<string, string> = {};
  let status = 0;
  handleVitalsBeacon(
    { method, rawBody: typeof body === "string" ? Buffer.from(body) : body },
    {
      status(code) {
        status = code;
        return { end() {} };
      },
      set(field, value) {
        headers[field] = value;
      },
    },
    (beacon) => logged.push(beacon),
  );
  return { status, headers, logged };
}

const INP = {
  route: "/pricing",
  metric: "INP",
  value: 88,
  rating: "good",
  target: "div > button.tab",
};

describe("handleVitalsBeacon", () => {
  it("logs a valid beacon once and answers 204, uncached", () => {
    const { status, headers, logged } = deliver("POST", JSON.stringify(INP));
    expect(status).toBe(204);
    expect(headers["Cache-Control"]).toBe("no-store");
    expect(logged).toEqual([INP]);
  });

  it.each([
    ["not JSON", "route=/&metric=LCP"],
    ["an unknown metric", JSON.stringify({ ...INP, metric: "FID" })],
    ["a negative value", JSON.stringify({ ...INP, value: -1 })],
    ["a route with a query", JSON.stringify({ ...INP, route: "/pricing?email=a@b.c" })],
    ["a route from elsewhere", JSON.stringify({ ...INP, route: "https://evil.example/" })],
    ["a field of its own", JSON.stringify({ ...INP, email: "a@b.c" })],
    ["a target with text in it", JSON.stringify({ ...INP, target: "button{color:red}" })],
    ["an empty body", ""],
  ])("answers 400 to %s and logs nothing", (_what, body) => {
    const { status, logged } = deliver("POST", body);
    expect(status).toBe(400);
    expect(logged).toEqual([]);
  });

  it("answers 413 to a beacon over the size cap and logs nothing", () => {
    const big = JSON.stringify({ ...INP, target: "a".repeat(MAX_BEACON_BYTES) });
    const { status, logged } = deliver("POST", big);
    expect(status).toBe(413);
    expect(logged).toEqual([]);
  });

  it("answers 405 to anything but POST", () => {
    const { status, headers, logged } = deliver("GET", "");
    expect(status).toBe(405);
    expect(headers.Allow).toBe("POST");
    expect(logged).toEqual([]);
  });
});
