import type { Lead } from "@lead";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBriefStore, type BriefStore } from "./brief-store";
import { lazyLoad } from "~/lib/lazy-load";
import { FakeFirestore, firestoreError } from "../../../../tests/support/fakes/fake-firestore";
import { memoryStorage } from "~/lib/memory-storage";

/** A store over its own, new, empty storage. */
function freshStore() {
  const storage = memoryStorage();
  return createBriefStore(() => storage);
}
import { saveBrief, singleFlight, type SaveDependencies } from "./save-brief";

const answers: Lead = {
  companyName: "  Lone Star Roasters ",
  sloganName: "Roasted in Dallas",
  industry: "Coffee",
  keyword: "warm, bold",
  emailAddress: "owner@lonestar.example ",
  number: "(214) 555-0134",
};

let store: BriefStore;
let firestore: FakeFirestore;
let online: boolean;
let ids: number;
let deps: SaveDependencies;

beforeEach(() => {
  store = freshStore();
  store.update((state) => ({ ...state, answers }));
  firestore = new FakeFirestore();
  online = true;
  ids = 0;
  deps = {
    store,
    getWriter: () => Promise.resolve(firestore),
    newLeadId: () => `lead${String(++ids).padStart(16, "0")}`,
    isOnline: () => online,
    timeoutMs: 50,
  };
});

afterEach(() => {
  vi.useRealTimers();
});

/** The save time-out of the tests that play it on fake timers (the site's own: 12 s). */
const TIMEOUT_MS = 12_000;

/** Whether `promise` has settled, without waiting for it. */
function watch(promise: Promise<unknown>) {
  let settled = false;
  void promise.finally(() => (settled = true));
  return () => settled;
}

/** Lets every promise callback already due run (a late write would be one of them). */
const drainMicrotasks = () => new Promise((resolve) => setImmediate(resolve));

describe("saveBrief", () => {
  it("writes one document with the six trimmed fields and records the submitted brief", async () => {
    const result = await saveBrief(answers, deps);
    expect(result).toEqual({ ok: true, leadId: "lead0000000000000001", alreadySaved: false });
    expect([...firestore.docs.values()]).toEqual([
      { ...answers, companyName: "Lone Star Roasters", emailAddress: "owner@lonestar.example" },
    ]);
    const state = store.getSnapshot();
    expect(state.submitted?.leadId).toBe("lead0000000000000001");
    expect(state.submitted?.lead.companyName).toBe("Lone Star Roasters");
    expect(state.attempt).toBeNull();
  });

  it("refuses to send an invalid brief", async () => {
    await expect(saveBrief({ ...answers, emailAddress: "nope" }, deps)).rejects.toThrow();
    expect(firestore.calls).toEqual([]);
  });

  it("keeps the answers when the server cannot be reached, and the retry saves one lead", async () => {
    firestore.mode = "down";
    expect(await saveBrief(answers, deps)).toEqual({ ok: false, reason: "unreachable" });
    expect(store.getSnapshot().answers).toEqual(answers);
    expect(store.getSnapshot().submitted).toBeNull();

    firestore.mode = "ok";
    expect(await saveBrief(answers, deps)).toMatchObject({ ok: true, alreadySaved: false });
    expect(firestore.calls).toEqual(["lead0000000000000001", "lead0000000000000001"]);
    expect(firestore.docs.size).toBe(1);
  });

  it("treats 'already exists' after a lost answer as saved: one lead, not an error", async () => {
    firestore.mode = "lost-answer";
    expect(await saveBrief(answers, deps)).toEqual({ ok: false, reason: "unreachable" });
    expect(firestore.docs.size).toBe(1);

    firestore.mode = "ok";
    expect(await saveBrief(answers, deps)).toEqual({
      ok: true,
      leadId: "lead0000000000000001",
      alreadySaved: true,
    });
    expect(firestore.docs.size).toBe(1);
    expect(store.getSnapshot().submitted?.leadId).toBe("lead0000000000000001");
  });

  it("gives up waiting at the time-out, not before, and a retry still makes one lead", async () => {
    vi.useFakeTimers();
    firestore.mode = "hang";
    const save = saveBrief(answers, { ...deps, timeoutMs: TIMEOUT_MS });
    const settled = watch(save);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(settled(), "still waiting for the answer").toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled(), "gave up at the time-out").toBe(true);
    expect(await save).toEqual({ ok: false, reason: "unreachable" });
    vi.useRealTimers();

    firestore.mode = "ok";
    expect(await saveBrief(answers, deps)).toMatchObject({ ok: true });
    expect(new Set(firestore.calls)).toEqual(new Set(["lead0000000000000001"]));
    expect(firestore.docs.size).toBe(1);
  });

  it("reports a first-time refusal by the rules as rejected, answers kept", async () => {
    const refusing = { create: vi.fn(() => Promise.reject(firestoreError("permission-denied"))) };
    const result = await saveBrief(answers, {
      ...deps,
      getWriter: () => Promise.resolve(refusing),
    });
    expect(result).toEqual({ ok: false, reason: "rejected" });
    expect(store.getSnapshot().answers).toEqual(answers);
    expect(store.getSnapshot().attempt?.maybeWritten).toBe(false);
    expect(store.getSnapshot().submitted).toBeNull();
  });

  it("says offline without trying when the browser is offline, then saves once back", async () => {
    online = false;
    expect(await saveBrief(answers, deps)).toEqual({ ok: false, reason: "offline" });
    expect(firestore.calls).toEqual([]);
    online = true;
    expect(await saveBrief(answers, deps)).toMatchObject({ ok: true });
    expect(firestore.docs.size).toBe(1);
  });

  it("reports offline when the connection drops during the save", async () => {
    firestore.mode = "down";
    const dropping = {
      create: (id: string, lead: Lead) => {
        online = false;
        return firestore.create(id, lead);
      },
    };
    const result = await saveBrief(answers, {
      ...deps,
      getWriter: () => Promise.resolve(dropping),
    });
    expect(result).toEqual({ ok: false, reason: "offline" });
  });

  it("reports unreachable when the SDK itself cannot be downloaded", async () => {
    const result = await saveBrief(answers, {
      ...deps,
      getWriter: () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    });
    expect(result).toEqual({ ok: false, reason: "unreachable" });
    expect(store.getSnapshot().answers).toEqual(answers);
  });

  it("saves nothing when the honeypot is filled, says so, and never thanks", async () => {
    expect(await saveBrief(answers, deps, { honeypot: "https://spam.example" })).toEqual({
      ok: false,
      reason: "blocked",
    });
    expect(firestore.calls).toEqual([]);
    expect(store.getSnapshot().submitted).toBeNull();
    // Nothing about it is remembered: the next submit with an empty honeypot is saved.
    expect(await saveBrief(answers, deps, { honeypot: "" })).toMatchObject({ ok: true });
    expect(firestore.docs.size).toBe(1);
  });

  it("counts a stalled SDK download against the same time-out, and a retry loads afresh", async () => {
    let downloads = 0;
    let finishFirst: (writer: FakeFirestore) => void = () => undefined;
    const getWriter = lazyLoad(() => {
      downloads += 1;
      // The first download stalls until the test lets it finish; the second works at once.
      return downloads === 1
        ? new Promise<FakeFirestore>((resolve) => (finishFirst = resolve))
        : Promise.resolve(firestore);
    });
    const stalledDeps = { ...deps, getWriter, timeoutMs: TIMEOUT_MS };

    vi.useFakeTimers();
    const save = saveBrief(answers, stalledDeps);
    const settled = watch(save);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(settled(), "still waiting for the download").toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await save).toEqual({ ok: false, reason: "unreachable" });
    expect(store.getSnapshot().attempt?.maybeWritten).toBe(false);
    vi.useRealTimers();

    expect(await saveBrief(answers, stalledDeps)).toMatchObject({ ok: true, alreadySaved: false });
    expect(downloads).toBe(2);
    // The abandoned attempt finishing its download late sends nothing.
    finishFirst(firestore);
    await drainMicrotasks();
    expect(firestore.calls).toEqual(["lead0000000000000001"]);
    expect(firestore.docs.size).toBe(1);
  });

  it("does not save the same answers twice (back button, then Send again)", async () => {
    await saveBrief(answers, deps);
    expect(await saveBrief(answers, deps)).toMatchObject({ ok: true, alreadySaved: true });
    expect(firestore.calls).toHaveLength(1);
  });

  it("makes a new lead when the visitor changes an answer after saving", async () => {
    await saveBrief(answers, deps);
    await saveBrief({ ...answers, sloganName: "Roasted right" }, deps);
    expect(firestore.docs.size).toBe(2);
  });

  it("keeps one document id per brief across a reload between retries", async () => {
    const storage = memoryStorage();
    const before = createBriefStore(() => storage);
    firestore.mode = "down";
    await saveBrief(answers, { ...deps, store: before });
    const after = createBriefStore(() => storage);
    firestore.mode = "ok";
    await saveBrief(answers, { ...deps, store: after });
    expect(new Set(firestore.calls).size).toBe(1);
    expect(firestore.docs.size).toBe(1);
  });
});

describe("singleFlight", () => {
  it("turns a double submit into one save", async () => {
    const submit = singleFlight((lead: Lead) => saveBrief(lead, deps));
    const [first, second] = await Promise.all([submit(answers), submit(answers)]);
    expect(first).toEqual(second);
    expect(firestore.calls).toHaveLength(1);
    // Once settled, a new call runs again (here: already saved, so still one document).
    await submit(answers);
    expect(firestore.docs.size).toBe(1);
  });
});

describe("saveBrief with the plan and the visit's source", () => {
  it("writes the chosen plan and the source beside the answers", async () => {
    const source = { utmSource: "google", utmMedium: "cpc", landingPage: "/logo-design-services" };
    await saveBrief(answers, {
      ...deps,
      attribution: () => ({ planId: "logo-professional", source }),
    });
    expect([...firestore.docs.values()]).toEqual([
      {
        ...answers,
        companyName: "Lone Star Roasters",
        emailAddress: "owner@lonestar.example",
        plan: "logo-professional",
        source,
      },
    ]);
  });

  it("leaves out a missing plan, an id of the wrong shape and an empty source", async () => {
    await saveBrief(answers, { ...deps, attribution: () => ({ planId: "<script>", source: {} }) });
    const [doc] = [...firestore.docs.values()];
    expect(Object.keys(doc ?? {}).sort()).toEqual(Object.keys(answers).sort());
  });
});
