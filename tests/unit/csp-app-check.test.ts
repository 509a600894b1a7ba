// The page policy names reCAPTCHA and App Check hosts exactly when App Check is configured.
import { describe, expect, it } from "vitest";
import { pagePolicy } from "../../web/scripts/csp.mjs";
import { EMPTY_PAGE, directive } from "../support/csp-policy";

const base = EMPTY_PAGE;

describe("pagePolicy and App Check", () => {
  it("allows no Google host and no frame without App Check", () => {
    const policy = pagePolicy(base);
    expect(policy).not.toMatch(/recaptcha|firebaseappcheck|gstatic/);
    expect(directive(policy, "frame-src")).toEqual(["'none'"]);
  });

  it("allows reCAPTCHA's script and frame and App Check's token exchange with it", () => {
    const policy = pagePolicy({ ...base, appCheck: true });
    expect(directive(policy, "script-src")).toEqual([
      "'self'",
      "https://www.google.com/recaptcha/",
      "https://www.gstatic.com/recaptcha/",
    ]);
    expect(directive(policy, "frame-src")).toEqual([
      "https://www.google.com/recaptcha/",
      "https://recaptcha.google.com/recaptcha/",
    ]);
    expect(directive(policy, "connect-src")).toEqual([
      "'self'",
      "https://firestore.googleapis.com",
      "https://content-firebaseappcheck.googleapis.com",
    ]);
  });
});
