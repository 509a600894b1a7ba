// The heads of pages with something particular about them (JSON-LD, noindex, their own title).
import type { MetaDescriptor } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { meta as homeMeta } from "./home/home-page";
import { meta as landingMeta } from "./landing/landing-page";
import { meta as notFoundMeta } from "./not-found/not-found-page";

const find = (tags: MetaDescriptor[], key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    Record<string, unknown> | undefined;

describe("page heads", () => {
  it("home: title, canonical '/', Organization JSON-LD with the Dallas address", () => {
    const tags = homeMeta();
    expect(tags[0]).toEqual({ title: expect.stringMatching(/ - Brandvista Studio$/) });
    expect(find(tags, "rel", "canonical")?.href).toBe(`${site.origin}/`);
    const jsonLdTag = tags.find((tag) => "script:ld+json" in tag) as
      { "script:ld+json": Record<string, unknown> } | undefined;
    const jsonLd = jsonLdTag?.["script:ld+json"];
    expect(jsonLd).toMatchObject({
      "@type": "Organization",
      name: site.name,
      email: site.salesEmail,
      telephone: site.phone.tel,
      address: { "@type": "PostalAddress", addressLocality: "Dallas", addressRegion: "TX" },
    });
  });

  it("landing: its own title and canonical", () => {
    const tags = landingMeta();
    expect(find(tags, "rel", "canonical")?.href).toBe(`${site.origin}/logo-design-services`);
    expect((tags[0] as { title: string }).title).toMatch(/Logo Design/);
  });

  it("not found: 'Page not found - <product>', noindex, no canonical", () => {
    const tags = notFoundMeta();
    expect(tags.filter((tag) => "title" in tag)).toEqual([
      { title: `Page not found - ${site.name}` },
    ]);
    expect(find(tags, "name", "robots")?.content).toBe("noindex");
    expect(find(tags, "rel", "canonical")).toBeUndefined();
  });
});
