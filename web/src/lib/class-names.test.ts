import { describe, expect, it } from "vitest";
import { classNames } from "./class-names";

describe("classNames", () => {
  it("joins the names that apply with single spaces", () => {
    expect(classNames("a", "b")).toBe("a b");
    expect(classNames("a", false, undefined, null, "", "c")).toBe("a c");
  });

  it("gives no trailing space when the only modifier does not apply", () => {
    expect(classNames("plan", false)).toBe("plan");
  });
});
