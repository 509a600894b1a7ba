import type { LeadField } from "@lead";
import { describe, expect, it } from "vitest";
import { stepSchema } from "./step-schema";

function check(field: LeadField, value: string) {
  const result = stepSchema(field).safeParse({ [field]: value });
  return result.success
    ? { ok: true as const, value: result.data[field] }
    : { ok: false as const, message: result.error.issues[0]?.message };
}

describe("each step's validation (the shared lead schema, one field at a time)", () => {
  it("company: required, trimmed, at most 100 characters", () => {
    expect(check("companyName", "")).toEqual({
      ok: false,
      message: "Please tell us your company name.",
    });
    expect(check("companyName", "   ").ok).toBe(false);
    expect(check("companyName", "  Lone Star Roasters ")).toEqual({
      ok: true,
      value: "Lone Star Roasters",
    });
    expect(check("companyName", "x".repeat(100)).ok).toBe(true);
    expect(check("companyName", "x".repeat(101))).toEqual({
      ok: false,
      message: "Company name must be 100 characters or fewer.",
    });
  });

  it.each([
    ["sloganName", "Please keep the slogan to 150 characters."],
    ["industry", "Please keep the industry to 150 characters."],
    ["keyword", "Please keep keywords to 150 characters."],
  ] as const)("%s: optional, at most 150 characters", (field, message) => {
    expect(check(field, "")).toEqual({ ok: true, value: "" });
    expect(check(field, "x".repeat(150)).ok).toBe(true);
    expect(check(field, "x".repeat(151))).toEqual({ ok: false, message });
  });

  it("e-mail: required and well formed", () => {
    expect(check("emailAddress", "")).toEqual({
      ok: false,
      message: "Please enter your e-mail address.",
    });
    for (const bad of ["owner", "owner@", "owner@lonestar", "own er@lonestar.com"]) {
      expect(check("emailAddress", bad)).toEqual({
        ok: false,
        message: "Please enter a valid e-mail address, like name@company.com.",
      });
    }
    expect(check("emailAddress", " owner@lonestar.example ")).toEqual({
      ok: true,
      value: "owner@lonestar.example",
    });
  });

  it("phone: required, digits and + ( ) - . only, 7 to 20 digits", () => {
    expect(check("number", "")).toEqual({
      ok: false,
      message: "Please enter a phone number so a designer can call you.",
    });
    expect(check("number", "call me maybe")).toEqual({
      ok: false,
      message: "Use digits and + ( ) - . only, like (214) 555-0134.",
    });
    expect(check("number", "555-01")).toEqual({
      ok: false,
      message: "A phone number has 7 to 20 digits.",
    });
    expect(check("number", "(214) 555-0134").ok).toBe(true);
    expect(check("number", "+1 214.555.0134").ok).toBe(true);
  });

  it("a step's form accepts its own field only", () => {
    expect(
      stepSchema("companyName").safeParse({ companyName: "Acme", emailAddress: "a@b.co" }).success,
    ).toBe(false);
  });
});
