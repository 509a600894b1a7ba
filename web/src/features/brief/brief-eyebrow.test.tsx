// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BriefEyebrow, briefServiceOf } from "./brief-eyebrow";
import { briefStore, rememberPlan } from "./brief-store";

afterEach(() => {
  rememberPlan(briefStore, "");
  sessionStorage.clear();
});

describe("the brief's header", () => {
  it("names the service of the chosen plan, or none", () => {
    expect(briefServiceOf("branding-system")).toBe("branding");
    expect(briefServiceOf("logo-starter")).toBe("logo design");
    expect(briefServiceOf("mobile-mvp")).toBe("mobile app");
    expect(briefServiceOf(null)).toBeNull();
    expect(briefServiceOf("no-such-plan")).toBeNull();
  });

  it("follows the stored plan, and forgets it for a brief without a package", () => {
    render(<BriefEyebrow />);
    expect(screen.getByText("Your brief")).toBeInTheDocument();
    act(() => rememberPlan(briefStore, "branding-system"));
    expect(screen.getByText("Your branding brief")).toBeInTheDocument();
    act(() => rememberPlan(briefStore, ""));
    expect(screen.getByText("Your brief")).toBeInTheDocument();
  });
});
