import type { SwiperOptions } from "swiper/types";
import type { CarouselImage } from "~/content/home";

// The picture's shape belongs to the content that lists the pictures.
export type { CarouselImage };

/** The spec's constants: five pictures repeated to ten slides. */
export const CAROUSEL_REPEAT = 2;

/**
 * The spec's carousel settings, exactly: autoplay every 2500 ms that does not stop on
 * interaction, 3 slides per view below 768 px, 4 from 768 px and at 991 px, 20 px apart.
 */
export const CAROUSEL_SETTINGS = {
  slidesPerView: 3,
  spaceBetween: 20,
  loop: true,
  autoplay: { delay: 2500, disableOnInteraction: false },
  breakpoints: {
    768: { slidesPerView: 4, spaceBetween: 20 },
    991: { slidesPerView: 4, spaceBetween: 20 },
  },
} as const satisfies SwiperOptions;

/** The slides: the pictures repeated CAROUSEL_REPEAT times (5 → 10). */
export function carouselSlides<T>(images: readonly T[]): T[] {
  return Array.from({ length: CAROUSEL_REPEAT }, () => images).flat();
}

/** Swiper options for this visitor: no autoplay for those who prefer reduced motion. */
export function swiperOptions(prefersReducedMotion: boolean): SwiperOptions {
  return {
    ...CAROUSEL_SETTINGS,
    autoplay: prefersReducedMotion ? false : { ...CAROUSEL_SETTINGS.autoplay },
    breakpoints: { ...CAROUSEL_SETTINGS.breakpoints },
    a11y: {
      enabled: true,
      containerMessage: "Logos and banners designed by our studio",
      containerRoleDescriptionMessage: "carousel",
      itemRoleDescriptionMessage: "slide",
      slideLabelMessage: "{{index}} of {{slidesLength}}",
    },
    keyboard: { enabled: true, onlyInViewport: true },
  };
}
