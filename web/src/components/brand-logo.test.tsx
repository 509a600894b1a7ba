import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { BrandLogo } from "./brand-logo";

const prerender = (logo: React.ReactNode) =>
  renderToString(<MemoryRouter initialEntries={["/pricing"]}>{logo}</MemoryRouter>);

describe("BrandLogo in the prerendered page", () => {
  it("asks for the logo at low priority, so React writes no high-priority preload for it", () => {
    // The header's logo is never the largest paint; preloaded, it was a request ending before
    // the LCP on most routes (docs/page-speed.md, "Before the LCP").
    for (const tone of ["dark", "light"] as const) {
      const html = prerender(<BrandLogo tone={tone} />);
      expect(html).toMatch(/<img [^>]*fetchPriority="low"/);
      expect(html).not.toMatch(/rel="preload"/);
    }
  });

  it("keeps the footer's logo lazy", () => {
    expect(prerender(<BrandLogo tone="light" loading="lazy" />)).toMatch(
      /<img [^>]*loading="lazy"/,
    );
  });
});
