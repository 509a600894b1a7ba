import type { CarouselImage } from "./carousel-settings";

// At most ~290 px wide (4 per view in the 1160 px container), ~33vw on phones.
const SIZES = "(min-width: 1200px) 275px, (min-width: 768px) 23vw, 31vw";

/** One slide picture: AVIF/WebP sources with a 1x/2x srcset, fixed 4:3 dimensions. */
export function CarouselPicture({
  image,
  eager = false,
}: {
  image: CarouselImage;
  eager?: boolean;
}) {
  const srcset = (ext: string) => `${image.base}-320.${ext} 320w, ${image.base}-640.${ext} 640w`;
  return (
    <picture>
      <source type="image/avif" srcSet={srcset("avif")} sizes={SIZES} />
      <img
        src={`${image.base}-320.webp`}
        srcSet={srcset("webp")}
        sizes={SIZES}
        alt={image.alt}
        width={320}
        height={240}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
    </picture>
  );
}
