import type { MetaDescriptor } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
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
