import { describe, expect, it } from "vitest";
import { homeCarousel } from "~/content/home";
import { CAROUSEL_SETTINGS, carouselSlides, swiperOptions } from "./carousel-settings";

describe("carousel settings (the spec's constants)", () => {
  it("autoplays every 2500 ms and explicitly keeps going after interaction", () => {
    expect(CAROUSEL_SETTINGS.autoplay).toEqual({ delay: 2500, disableOnInteraction: false });
    expect(Object.hasOwn(CAROUSEL_SETTINGS.autoplay, "disableOnInteraction")).toBe(true);
  });

  it("shows 3 slides below 768 px and 4 from 768 px and at 991 px, 20 px apart", () => {
    expect(CAROUSEL_SETTINGS.slidesPerView).toBe(3);
    expect(CAROUSEL_SETTINGS.spaceBetween).toBe(20);
    expect(CAROUSEL_SETTINGS.breakpoints).toEqual({
      768: { slidesPerView: 4, spaceBetween: 20 },
      991: { slidesPerView: 4, spaceBetween: 20 },
    });
  });

  it("repeats the five home images to ten slides", () => {
    expect(homeCarousel.images).toHaveLength(5);
    const slides = carouselSlides(homeCarousel.images);
    expect(slides).toHaveLength(10);
    expect(slides.slice(5)).toEqual(slides.slice(0, 5));
    for (const image of homeCarousel.images) expect(image.alt.length).toBeGreaterThan(10);
  });

  it("turns autoplay off for visitors who prefer reduced motion", () => {
    expect(swiperOptions(true).autoplay).toBe(false);
    expect(swiperOptions(false).autoplay).toEqual({ delay: 2500, disableOnInteraction: false });
  });

  it("gives the carousel accessible labels", () => {
    const a11y = swiperOptions(false).a11y;
    expect(a11y).toMatchObject({
      enabled: true,
      slideLabelMessage: "{{index}} of {{slidesLength}}",
    });
    expect(typeof a11y === "object" && a11y.containerMessage).toBeTruthy();
  });
});
