// Capturing where a visit came from: the first page's utm_* parameters, an outside referrer,
// the landing page; once per tab; only clean values read back.
import { LEAD_SOURCE_KEYS } from "@lead";
import { describe, expect, it } from "vitest";
import { memoryStorage } from "~/lib/memory-storage";
import {
  captureVisitSource,
  readVisitSource,
  SOURCE_STORAGE_KEY,
  UTM_PARAMETERS,
  visitSourceFrom,
} from "./visit-source";

const SITE = "https://brandvista.studio";
const at = (path: string) => {
  const url = new URL(path, SITE);
  return { origin: url.origin, pathname: url.pathname, search: url.search };
};

describe("visitSourceFrom", () => {
  it("reads the utm parameters, an outside referrer and the landing page", () => {
    expect(
      visitSourceFrom(
        at("/logo-design-services?utm_source=google&utm_medium=cpc&utm_campaign=dallas&gclid=x"),
        "https://www.google.com/",
      ),
    ).toEqual({
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "dallas",
      referrer: "https://www.google.com/",
      landingPage:
        "/logo-design-services?utm_source=google&utm_medium=cpc&utm_campaign=dallas&gclid=x",
    });
  });

  it("ignores our own pages as referrer, and empty or blank parameters", () => {
    expect(visitSourceFrom(at("/pricing?utm_source=%20&utm_term="), `${SITE}/about`)).toEqual({
      landingPage: "/pricing?utm_source=%20&utm_term=",
    });
    expect(visitSourceFrom(at("/"), "not a url")).toEqual({ landingPage: "/" });
  });

  it("cuts every value to the 500 characters the rules accept", () => {
    const long = "x".repeat(900);
    const source = visitSourceFrom(at(`/?utm_content=${long}`), `https://example.com/${long}`);
    for (const value of Object.values(source)) expect(value.length).toBeLessThanOrEqual(500);
  });

  it("uses exactly the source keys of the lead schema", () => {
    expect([...Object.keys(UTM_PARAMETERS), "referrer", "landingPage"].sort()).toEqual(
      [...LEAD_SOURCE_KEYS].sort(),
    );
  });
});

describe("captureVisitSource", () => {
  it("keeps the first page of the tab's visit, not later ones", () => {
    const storage = memoryStorage();
    captureVisitSource(storage, at("/?utm_source=newsletter"), "");
    captureVisitSource(storage, at("/pricing?utm_source=bing"), "https://www.bing.com/");
    expect(readVisitSource(storage)).toEqual({
      utmSource: "newsletter",
      landingPage: "/?utm_source=newsletter",
    });
  });

  it("never throws when storage does", () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => captureVisitSource(broken, at("/"), "")).not.toThrow();
    expect(() => captureVisitSource(undefined, at("/"), "")).not.toThrow();
  });
});

describe("readVisitSource", () => {
  it("drops unknown keys, non-strings and over-long values; nothing recorded reads as undefined", () => {
    const storage = memoryStorage();
    expect(readVisitSource(storage)).toBeUndefined();
    storage.setItem(
      SOURCE_STORAGE_KEY,
      JSON.stringify({ utmSource: "google", gclid: "x", utmTerm: 42, referrer: "r".repeat(600) }),
    );
    expect(readVisitSource(storage)).toEqual({ utmSource: "google", referrer: "r".repeat(500) });
    storage.setItem(SOURCE_STORAGE_KEY, "{not json");
    expect(readVisitSource(storage)).toBeUndefined();
  });
});
