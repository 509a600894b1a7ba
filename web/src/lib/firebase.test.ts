// The lead writer starts App Check before its first write when a reCAPTCHA Enterprise site
// key is configured, and loads none of it otherwise. The Firebase modules are stand-ins that
// record the order of calls.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const calls: string[] = [];

vi.mock("firebase/app", () => ({
  getApps: () => [],
  initializeApp: () => {
    calls.push("initializeApp");
    return { name: "[DEFAULT]" };
  },
}));
vi.mock("firebase/app-check", () => ({
  initializeAppCheck: (_app: unknown, options: { provider: { siteKey: string } }) =>
    calls.push(`initializeAppCheck ${options.provider.siteKey}`),
  ReCaptchaEnterpriseProvider: class {
    constructor(readonly siteKey: string) {
      calls.push("load app-check");
    }
  },
}));
vi.mock("firebase/firestore/lite", () => ({
  getFirestore: () => ({}),
  connectFirestoreEmulator: () => undefined,
  doc: (_db: unknown, collection: string, id: string) => `${collection}/${id}`,
  serverTimestamp: () => "now",
  setDoc: async (path: string) => {
    calls.push(`setDoc ${path}`);
  },
}));

const LEAD = {
  companyName: "Lone Star Roasters",
  sloganName: "",
  industry: "",
  keyword: "",
  emailAddress: "owner@lonestar.example",
  number: "(214) 555-0134",
};

beforeEach(() => {
  calls.length = 0;
  vi.resetModules();
});
afterEach(() => vi.unstubAllEnvs());

describe("getLeadWriter", () => {
  it("initialises App Check with reCAPTCHA Enterprise before the first write when a key is set", async () => {
    vi.stubEnv("VITE_RECAPTCHA_ENTERPRISE_SITE_KEY", "6Lc-site-key");
    const { getLeadWriter } = await import("./firebase");
    await (await getLeadWriter()).create("lead1", LEAD);
    expect(calls).toEqual([
      "initializeApp",
      "load app-check",
      "initializeAppCheck 6Lc-site-key",
      "setDoc formData/lead1",
    ]);
  });

  it("loads nothing of App Check without a key", async () => {
    vi.stubEnv("VITE_RECAPTCHA_ENTERPRISE_SITE_KEY", "");
    const { getLeadWriter } = await import("./firebase");
    await (await getLeadWriter()).create("lead2", LEAD);
    expect(calls).toEqual(["initializeApp", "setDoc formData/lead2"]);
  });
});
