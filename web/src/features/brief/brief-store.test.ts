import { EMPTY_LEAD } from "@lead";
import { describe, expect, it, vi } from "vitest";
import {
  BRIEF_STORAGE_KEY,
  EMPTY_BRIEF,
  createBriefStore,
  parseBrief,
  rememberPlan,
  saveAnswer,
} from "./brief-store";
import { memoryStorage } from "~/lib/memory-storage";

/** A store over its own, new, empty storage. */
function freshStore() {
  const storage = memoryStorage();
  return createBriefStore(() => storage);
}

describe("brief store", () => {
  it("starts empty", () => {
    const store = freshStore();
    expect(store.getSnapshot()).toEqual(EMPTY_BRIEF);
  });

  it("keeps answers in sessionStorage, so a new page (a reload) reads them back", () => {
    const storage = memoryStorage();
    const first = createBriefStore(() => storage);
    saveAnswer(first, "companyName", "Lone Star Roasters");
    saveAnswer(first, "industry", "Coffee");

    const afterReload = createBriefStore(() => storage);
    expect(afterReload.getSnapshot().answers).toEqual({
      ...EMPTY_LEAD,
      companyName: "Lone Star Roasters",
      industry: "Coffee",
    });
    expect(JSON.parse(storage.getItem(BRIEF_STORAGE_KEY) ?? "{}")).toMatchObject({
      answers: { companyName: "Lone Star Roasters" },
    });
  });

  it("returns the same snapshot object until something changes", () => {
    const store = freshStore();
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    saveAnswer(store, "keyword", "bold");
    const after = store.getSnapshot();
    expect(after).not.toBe(before);
    expect(store.getSnapshot()).toBe(after);
  });

  it("tells subscribers about changes, and only about real ones", () => {
    const store = freshStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    saveAnswer(store, "sloganName", "Bold beans");
    saveAnswer(store, "sloganName", "Bold beans");
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    saveAnswer(store, "sloganName", "Other");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("reads malformed or tampered storage as an empty brief", () => {
    expect(parseBrief("{not json")).toEqual(EMPTY_BRIEF);
    expect(parseBrief("42")).toEqual(EMPTY_BRIEF);
    const tampered = parseBrief(
      JSON.stringify({
        answers: { companyName: 7, emailAddress: "a@b.co", extra: "x" },
        planId: "<script>",
        attempt: { leadId: "short", fingerprint: "x", maybeWritten: true },
      }),
    );
    expect(tampered.answers).toEqual({ ...EMPTY_LEAD, emailAddress: "a@b.co" });
    expect(tampered.planId).toBeNull();
    expect(tampered.attempt).toBeNull();
  });

  it("keeps working in memory when storage is blocked", () => {
    const blocked = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    const store = createBriefStore(blocked);
    saveAnswer(store, "companyName", "Acme");
    expect(store.getSnapshot().answers.companyName).toBe("Acme");
  });

  it("keeps working in memory when storage is full", () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    const store = createBriefStore(() => storage);
    saveAnswer(store, "companyName", "Acme");
    expect(store.getSnapshot().answers.companyName).toBe("Acme");
  });

  it("remembers a well-formed plan id and ignores anything else", () => {
    const store = freshStore();
    rememberPlan(store, null);
    expect(store.getSnapshot().planId).toBeNull();
    rememberPlan(store, "javascript:alert(1)");
    expect(store.getSnapshot().planId).toBeNull();
    // The lead schema's pattern is lower case: an id is remembered as the schema will take it.
    rememberPlan(store, "Logo-Professional");
    expect(store.getSnapshot().planId).toBe("logo-professional");
    rememberPlan(store, "logo-professional");
    expect(store.getSnapshot().planId).toBe("logo-professional");
    // The plan is never one of the answers (the rules accept the six fields only).
    expect(Object.keys(store.getSnapshot().answers)).not.toContain("planId");
  });

  it("never remembers a honeypot, and reads a brief stopped by it as not submitted", () => {
    const storage = memoryStorage();
    storage.setItem(
      BRIEF_STORAGE_KEY,
      JSON.stringify({
        answers: { companyName: "Acme" },
        honeypot: "http://spam.example",
        submitted: { lead: { companyName: "Acme" }, leadId: null, fingerprint: "x" },
      }),
    );
    const state = createBriefStore(() => storage).getSnapshot();
    expect(Object.keys(state)).not.toContain("honeypot");
    expect(state.submitted).toBeNull();
    expect(state.answers.companyName).toBe("Acme");
  });
});
