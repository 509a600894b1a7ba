// What the carousel's options do, not what the constants say (the constants are the spec's
// settings; the browser test in tests/e2e/site-routes.spec.ts sees them autoplay).
import { describe, expect, it } from "vitest";
import { homeCarousel } from "~/content/home";
import { CAROUSEL_SETTINGS, carouselSlides, swiperOptions } from "./carousel-settings";

describe("carousel slides", () => {
  it("repeat the pictures in order, so the loop has enough slides", () => {
    const slides = carouselSlides(homeCarousel.images);
    expect(slides.length).toBeGreaterThan(homeCarousel.images.length);
    slides.forEach((slide, index) =>
      expect(slide).toBe(homeCarousel.images[index % homeCarousel.images.length]),
    );
  });
});

describe("swiperOptions", () => {
  it("turns autoplay off for visitors who prefer reduced motion, and only for them", () => {
    expect(swiperOptions(true).autoplay).toBe(false);
    expect(swiperOptions(false).autoplay).toEqual(CAROUSEL_SETTINGS.autoplay);
  });

  it("hands Swiper copies it may change, never the shared settings", () => {
    const options = swiperOptions(false);
    expect(options.autoplay).not.toBe(CAROUSEL_SETTINGS.autoplay);
    expect(options.breakpoints).not.toBe(CAROUSEL_SETTINGS.breakpoints);
    expect(swiperOptions(false)).not.toBe(options);
  });
});
