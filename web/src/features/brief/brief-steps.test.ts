import { EMPTY_LEAD, LEAD_FIELDS, type Lead } from "@lead";
import { describe, expect, it } from "vitest";
import {
  BRIEF_STEPS,
  firstStepNeedingAnswer,
  nextStep,
  previousStep,
  resumeStep,
} from "./brief-steps";

const complete: Lead = {
  companyName: "Lone Star Roasters",
  sloganName: "",
  industry: "Coffee",
  keyword: "",
  emailAddress: "owner@lonestar.example",
  number: "(214) 555-0134",
};

describe("brief steps", () => {
  it("asks company, slogan, industry, keyword, email, number, in that order", () => {
    expect(BRIEF_STEPS.map((step) => step.path)).toEqual([
      "/brief/company",
      "/brief/slogan",
      "/brief/industry",
      "/brief/keyword",
      "/brief/email",
      "/brief/number",
    ]);
    expect(BRIEF_STEPS.map((step) => step.field)).toEqual([...LEAD_FIELDS]);
  });

  it("takes required steps from the lead schema: company, e-mail and phone", () => {
    expect(BRIEF_STEPS.filter((step) => step.required).map((step) => step.slug)).toEqual([
      "company",
      "email",
      "number",
    ]);
  });

  it("links each step to its neighbours", () => {
    expect(previousStep("company")).toBeUndefined();
    expect(nextStep("company")?.slug).toBe("slogan");
    expect(previousStep("number")?.slug).toBe("email");
    expect(nextStep("number")).toBeUndefined();
  });
});

describe("firstStepNeedingAnswer", () => {
  it("sends a visitor with no answers from any later step to the company step", () => {
    for (const step of BRIEF_STEPS.slice(1)) {
      expect(firstStepNeedingAnswer(EMPTY_LEAD, step.slug)?.slug).toBe("company");
    }
  });

  it("lets the first step open with no answers", () => {
    expect(firstStepNeedingAnswer(EMPTY_LEAD, "company")).toBeUndefined();
  });

  it("lets optional steps stay blank", () => {
    const answers = { ...EMPTY_LEAD, companyName: "Acme" };
    expect(firstStepNeedingAnswer(answers, "email")).toBeUndefined();
  });

  it("sends the phone step back to the e-mail step while the e-mail is missing or malformed", () => {
    const answers = { ...complete, emailAddress: "" };
    expect(firstStepNeedingAnswer(answers, "number")?.slug).toBe("email");
    expect(
      firstStepNeedingAnswer({ ...complete, emailAddress: "owner@nowhere" }, "number")?.slug,
    ).toBe("email");
  });

  it("ignores the current step and the ones after it", () => {
    const answers = { ...EMPTY_LEAD, companyName: "Acme" };
    expect(firstStepNeedingAnswer(answers, "keyword")).toBeUndefined();
  });

  it("sends a step back to an optional answer that breaks the schema's limit", () => {
    const answers = { ...complete, industry: "x".repeat(151) };
    expect(firstStepNeedingAnswer(answers, "number")?.slug).toBe("industry");
  });
});

describe("resumeStep", () => {
  it("is the first step needing an answer, or the last step once every answer is valid", () => {
    expect(resumeStep(EMPTY_LEAD).slug).toBe("company");
    expect(resumeStep({ ...complete, number: "" }).slug).toBe("number");
    expect(resumeStep(complete).slug).toBe("number");
    expect(resumeStep({ ...complete, emailAddress: "bad" }).slug).toBe("email");
  });
});
