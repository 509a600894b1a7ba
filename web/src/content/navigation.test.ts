import { describe, expect, it } from "vitest";
import { footerColumns, isChatFreePath } from "./navigation";

describe("navigation data", () => {
  it("keeps the chat action off the work, brief and checkout pages, with or without a trailing slash", () => {
    for (const path of [
      "/work",
      "/work/",
      "/brief/company",
      "/brief/number/",
      "/final-step",
      "/checkout/",
    ]) {
      expect(isChatFreePath(path), path).toBe(true);
    }
    for (const path of ["/", "/pricing", "/pricing/", "/logobranding", "/workshop"]) {
      expect(isChatFreePath(path), path).toBe(false);
    }
  });

  it("has the footer columns and targets of the spec", () => {
    const links = Object.fromEntries(
      footerColumns.map((column) => [
        column.heading,
        column.links.map((l) => `${l.label}→${l.to}`),
      ]),
    );
    expect(links.Links).toEqual([
      "Home→/",
      "About Us→/about",
      "Services→/logobranding",
      "Pricing→/pricing",
      "Privacy Policy→/privacy-policy",
    ]);
    expect(links.Services).toEqual([
      "Logo Design→/portfolio",
      "Branding→/logobranding",
      "Website Design→/website",
      "Mobile Application→/mobile-application",
      "Book Publication→/book-publication",
      "Amazon Marketing→/amazon-marketing",
    ]);
  });
});
