import { describe, expect, it } from "vitest";
import { honeypotValue } from "./honeypot-field";

/** Just enough of an <input> for honeypotValue. */
function input(value: string, autofilled: boolean | "unsupported") {
  return {
    value,
    matches: (selector: string) => {
      if (autofilled === "unsupported") throw new SyntaxError(`unknown selector ${selector}`);
      return autofilled;
    },
  } as unknown as HTMLInputElement;
}

describe("honeypotValue", () => {
  it("reads what a bot typed", () => {
    expect(honeypotValue(input("555-0199", false))).toBe("555-0199");
    expect(honeypotValue(input("555-0199", "unsupported"))).toBe("555-0199");
  });

  it("ignores a value the browser's own autofill put there, and a missing field", () => {
    expect(honeypotValue(input("555-0199", true))).toBe("");
    expect(honeypotValue(null)).toBe("");
  });
});
