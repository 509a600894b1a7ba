import { Link } from "./site-link";
import { site } from "~/content/site";

export interface BrandLogoProps {
  /** "dark" wordmark for light backgrounds, "light" for the footer and the brand hero. */
  tone?: "dark" | "light";
  className?: string;
  onClick?: () => void;
  /** "lazy" for logos below the fold (the footer). */
  loading?: "eager" | "lazy";
}

/**
 * The WebP logo (rendered from web/scripts/generate-brand-images.mjs), linking home.
 *
 * Fetched at low priority: it is never a page's largest paint, and at React's default (an
 * eager image gets a `<link rel="preload">` in the head, at high priority) it was the one
 * request besides the HTML that ended before the LCP on most routes, which Lighthouse's
 * simulation then waited for: a round trip more than the floor app (docs/page-speed.md,
 * "Before the LCP"). `fetchPriority="low"` also keeps React from writing the preload.
 */
export function BrandLogo({ tone = "dark", className, onClick, loading }: BrandLogoProps) {
  const file = tone === "dark" ? "logo" : "logo-light";
  return (
    <Link to="/" className={className} onClick={onClick}>
      <img
        src={`/images/brand/${file}.webp`}
        alt={`${site.name} home`}
        width={174}
        height={38}
        loading={loading}
        fetchPriority="low"
        decoding="async"
      />
    </Link>
  );
}
