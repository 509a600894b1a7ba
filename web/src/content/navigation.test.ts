import { describe, expect, it } from "vitest";
import { isChatFreePath } from "./navigation";

// That every link points at a page of the site: tests/unit/site-links.test.ts.

describe("navigation data", () => {
  it("keeps the chat action off the work, brief, checkout and pay pages, with or without a trailing slash", () => {
    for (const path of [
      "/work",
      "/work/",
      "/brief/company",
      "/brief/number/",
      "/final-step",
      "/checkout/",
      "/checkout/paid",
      "/pay/pl_token",
    ]) {
      expect(isChatFreePath(path), path).toBe(true);
    }
    for (const path of ["/", "/pricing", "/pricing/", "/logobranding", "/workshop"]) {
      expect(isChatFreePath(path), path).toBe(false);
    }
  });
});
