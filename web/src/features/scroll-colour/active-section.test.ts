import { describe, expect, it } from "vitest";
import { ACTIVATION_RATIO, activeSectionIndex } from "./active-section";

describe("activeSectionIndex", () => {
  const viewport = 800; // the 75 % line sits at 600 px

  it("uses 75 % of the viewport height as the activation line", () => {
    expect(ACTIVATION_RATIO).toBe(0.75);
  });

  it("is -1 while no section has reached the line", () => {
    expect(activeSectionIndex([601, 1400, 2000], viewport)).toBe(-1);
    expect(activeSectionIndex([], viewport)).toBe(-1);
  });

  it("activates a section once its top is exactly at the line", () => {
    expect(activeSectionIndex([600, 1400], viewport)).toBe(0);
  });

  it("picks the last section whose top has passed the line", () => {
    expect(activeSectionIndex([-900, -100, 599, 601], viewport)).toBe(2);
  });

  it("keeps a long section active after its top scrolls out of view", () => {
    expect(activeSectionIndex([-2000, 700], viewport)).toBe(0);
  });

  it("scales with the viewport height", () => {
    expect(activeSectionIndex([0, 500], 600)).toBe(0); // line at 450
    expect(activeSectionIndex([0, 500], 1000)).toBe(1); // line at 750
  });

  it("honours a custom ratio", () => {
    expect(activeSectionIndex([0, 500], 1000, 0.4)).toBe(0);
  });
});
