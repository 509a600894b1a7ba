import { describe, expect, it } from "vitest";
import { briefStep } from "./brief-steps";
import { aheadApplies, stepAtPath } from "./use-wizard-step";

describe("stepAtPath", () => {
  it("finds a step by its route, with or without a trailing slash", () => {
    expect(stepAtPath("/brief/email")?.slug).toBe("email");
    expect(stepAtPath("/brief/email/")?.slug).toBe("email");
    expect(stepAtPath("/final-step")).toBeUndefined();
    expect(stepAtPath("/")).toBeUndefined();
  });
});

describe("aheadApplies", () => {
  const ahead = { step: briefStep("industry"), via: ["/brief/company", "/brief/slogan"] };

  it("holds while the URL is on its way to the step shown", () => {
    expect(aheadApplies(ahead, "/brief/company")).toBe(true);
    expect(aheadApplies(ahead, "/brief/slogan")).toBe(true);
  });

  it("ends once the URL arrives, or goes anywhere else", () => {
    expect(aheadApplies(ahead, "/brief/industry")).toBe(false);
    expect(aheadApplies(ahead, "/pricing")).toBe(false);
    expect(aheadApplies(null, "/brief/company")).toBe(false);
  });
});
