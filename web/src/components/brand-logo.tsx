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

/** The WebP logo (rendered from web/scripts/generate-brand-images.mjs), linking home. */
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
        decoding="async"
      />
    </Link>
  );
}
