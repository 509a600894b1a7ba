/** Widths written by web/scripts/generate-content-images.mjs for every content image (4:3). */
const WIDTHS = [480, 960] as const;

export interface ContentPictureProps {
  /** Folder under /images, e.g. "portfolio" or "services". */
  folder: "portfolio" | "services";
  /** File name without width and extension. */
  name: string;
  alt: string;
  /** CSS `sizes`: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above-the-fold images load eagerly; the rest lazily. */
  eager?: boolean;
  className?: string;
}

/** A generated content image: AVIF with a WebP fallback, two widths, explicit 4:3 size. */
export function ContentPicture({
  folder,
  name,
  alt,
  sizes,
  eager = false,
  className,
}: ContentPictureProps) {
  const srcSet = (ext: "avif" | "webp") =>
    WIDTHS.map((width) => `/images/${folder}/${name}-${width}.${ext} ${width}w`).join(", ");
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <img
        className={className}
        src={`/images/${folder}/${name}-${WIDTHS[0]}.webp`}
        srcSet={srcSet("webp")}
        sizes={sizes}
        alt={alt}
        width={WIDTHS[0]}
        height={(WIDTHS[0] * 3) / 4}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
    </picture>
  );
}
