import { type ComponentType, useEffect, useRef, useState } from "react";
import { importWithReload } from "~/features/chunk-reload";
import { CarouselPicture } from "./carousel-picture";
import type { CarouselImage } from "./carousel-settings";
import type { SwiperCarouselProps } from "./swiper-carousel";
import styles from "./carousel.module.css";

export interface LazyCarouselProps {
  images: readonly CarouselImage[];
  /** Accessible name of the carousel region. */
  label: string;
}

/**
 * The carousel without Swiper on the first load: the prerendered HTML shows the first
 * pictures as a static row (same size, so no layout shift); Swiper's JS and CSS are
 * fetched when the row comes near the viewport, then take over.
 */
export function LazyCarousel({ images, label }: LazyCarouselProps) {
  const rootRef = useRef<HTMLElement>(null);
  const [Loaded, setLoaded] = useState<ComponentType<SwiperCarouselProps> | null>(null);
  const [reducedMotion, setReducedMotion] = useState(false);

  useEffect(() => {
    const node = rootRef.current;
    if (!node) return;
    let cancelled = false;
    const load = () => {
      setReducedMotion(window.matchMedia("(prefers-reduced-motion: reduce)").matches);
      void importWithReload(() => import("./swiper-carousel")).then((module) => {
        if (!cancelled) setLoaded(() => module.default);
      });
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: "300px 0px" },
    );
    observer.observe(node);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, []);

  return (
    <section ref={rootRef} className={styles.frame} aria-label={label}>
      {Loaded ? (
        <Loaded images={images} label={label} prefersReducedMotion={reducedMotion} />
      ) : (
        <div className={styles.carousel}>
          <ul className={styles.staticRow}>
            {images.slice(0, 4).map((image) => (
              <li key={image.base} className={styles.staticItem}>
                <CarouselPicture image={image} />
              </li>
            ))}
          </ul>
          {/* Same size as the live control, so nothing moves when Swiper takes over. */}
          <button type="button" className={styles.control} disabled>
            Pause slideshow
          </button>
        </div>
      )}
    </section>
  );
}
