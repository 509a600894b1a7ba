import type { MetaDescriptor } from "react-router-dom";
import { site } from "~/content/site";

export interface PageMetaInput {
  /** The page's own name; the document title becomes "<title> - <product>". */
  title: string;
  description: string;
  /** Path of the page, e.g. "/pricing"; the canonical URL is site.origin + path. */
  path: string;
  /** Absolute or root-relative image for link previews. */
  image?: string;
  /** Structured data (schema.org) rendered as JSON-LD. */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
}

/** The head tags of one page: title, description, canonical URL, Open Graph, Twitter, JSON-LD. */
export function pageMeta({
  title,
  description,
  path,
  image,
  jsonLd,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = `${title} - ${site.name}`;
  const url = `${site.origin}${path === "/" ? "/" : path}`;
  const imageUrl = new URL(image ?? "/images/og-default.png", site.origin).href;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    // X reads the title, description and image from the og: tags when its own are absent.
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (jsonLd) tags.push({ "script:ld+json": jsonLd });
  return tags;
}

/** A page's copy as far as its head is concerned. */
export interface MetaCopy {
  metaTitle: string;
  metaDescription: string;
}

/** The head of a step of a visitor's flow (no landing page): `pageMeta` and `noindex`. */
export function unlistedPageMeta(copy: MetaCopy, path: string): MetaDescriptor[] {
  return [
    ...pageMeta({ title: copy.metaTitle, description: copy.metaDescription, path }),
    { name: "robots", content: "noindex" },
  ];
}
