import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { meta as homeMeta } from "~/pages/home/home-page";
import { meta as landingMeta } from "~/pages/landing/landing-page";
import { meta as notFoundMeta } from "~/pages/not-found/not-found-page";
import { pageMeta } from "./page-meta";

const find = (tags: MetaDescriptor[], key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    Record<string, unknown> | undefined;

describe("pageMeta", () => {
  const tags = pageMeta({ title: "Pricing", description: "Plans and prices.", path: "/pricing" });

  it("gives one title '<Page> - <product>' and the description", () => {
    expect(tags.filter((tag) => "title" in tag)).toEqual([{ title: `Pricing - ${site.name}` }]);
    expect(find(tags, "name", "description")?.content).toBe("Plans and prices.");
  });

  it("gives an absolute canonical URL from the site origin", () => {
    expect(find(tags, "rel", "canonical")?.href).toBe(`${site.origin}/pricing`);
  });

  it("gives Open Graph and Twitter card tags with the default image", () => {
    expect(find(tags, "property", "og:title")?.content).toBe(`Pricing - ${site.name}`);
    expect(find(tags, "property", "og:url")?.content).toBe(`${site.origin}/pricing`);
    expect(find(tags, "property", "og:image")?.content).toBe(
      `${site.origin}/images/og-default.png`,
    );
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
  });
});

describe("page heads of this engineer's pages", () => {
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
