// @vitest-environment jsdom
// /desk's inline lines send exactly the queries the early-rows script would send at the page's
// own moment, with the desk's copy of the token, and only for a signed-in salesperson on a first
// visit (a return visit checks its snapshot after the picture is drawn, early-rows.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NO_FILTERS, viewParts } from "../desk-queries";
import { earlyFetchScript, firstViewBodies } from "./early-fetch";
import { queryEarlyRows } from "./early-query";
import { firestoreEndpoints } from "./sales-query";
import { SNAPSHOT_KEY } from "./first-paint";
import { idToken as token, signIn, storedUserKey } from "./stored-user.fixture";

const env = import.meta.env;
const script = earlyFetchScript(env);

const fetchMock = vi.fn<typeof fetch>();
const run = () => {
  new Function(script)();
};
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async () => Response.json([{ readTime: "2026-11-25T10:00:00Z" }]));
  window.history.replaceState(null, "", "/desk");
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
  delete window.__deskEarlyFetch;
  delete window.__deskFirstPaint;
});

describe("the inline early fetch", () => {
  it("sends the early-rows script's own queries for the page's moment, with the stored token", async () => {
    signIn({ role: "sales" });
    run();
    const sent = window.__deskEarlyFetch;
    expect(sent).toBeDefined();
    // The desk's modules wait until the early rows are drawn (here: at once).
    expect(window.__deskFirstPaint).toBeInstanceOf(Promise);
    sent?.framed();
    await window.__deskFirstPaint;
    const now = new Date(sent?.now ?? 0);
    expect(fetchMock.mock.calls.map(([, init]) => init?.body)).toEqual(firstViewBodies(now));
    for (const [url, init] of fetchMock.mock.calls) {
      expect(url).toBe(firestoreEndpoints(env).runQuery);
      expect(new Headers(init?.headers).get("authorization")).toBe(
        `Bearer ${token({ role: "sales" })}`,
      );
    }
    // The early-rows script takes those answers instead of asking again.
    fetchMock.mockClear();
    const parts = viewParts("attention", NO_FILTERS, now);
    expect(await queryEarlyRows(parts, now, sent?.answers)).toEqual({ uid: "sales-uid", rows: [] });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("on a return visit sends nothing and holds nothing back (the snapshot is checked after its picture)", () => {
    signIn({ role: "sales" });
    localStorage.setItem(SNAPSHOT_KEY, "{}");
    run();
    expect(window.__deskEarlyFetch).toBeUndefined();
    expect(window.__deskFirstPaint).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends nothing without the claim, with an old token, or off /desk", () => {
    signIn({ role: "admin" });
    run();
    signIn({ role: "sales" }, 30_000);
    run();
    signIn({ role: "sales" });
    window.history.replaceState(null, "", "/desk/overview");
    run();
    localStorage.setItem(storedUserKey(), "{broken");
    window.history.replaceState(null, "", "/desk");
    run();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__deskEarlyFetch).toBeUndefined();
    expect(window.__deskFirstPaint).toBeUndefined();
  });
});
