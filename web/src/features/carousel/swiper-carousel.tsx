// Loaded on demand by lazy-carousel.tsx: Swiper's code and CSS are in this chunk only.
import "swiper/css";
import "swiper/css/a11y";
import { useState } from "react";
import { A11y, Autoplay, Keyboard } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import type { Swiper as SwiperInstance } from "swiper";
import { CarouselPicture } from "./carousel-picture";
import { type CarouselImage, carouselSlides, swiperOptions } from "./carousel-settings";
import styles from "./carousel.module.css";

export interface SwiperCarouselProps {
  images: readonly CarouselImage[];
  label: string;
  prefersReducedMotion: boolean;
}

/** The Swiper carousel with a pause/play control (WCAG 2.2.2 for moving content). */
export default function SwiperCarousel({
  images,
  label,
  prefersReducedMotion,
}: SwiperCarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(!prefersReducedMotion);
  const toggle = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };
  return (
    <div className={styles.carousel}>
      <Swiper
        {...swiperOptions(prefersReducedMotion)}
        className={styles.swiper}
        modules={[A11y, Autoplay, Keyboard]}
        onSwiper={setSwiper}
        aria-label={label}
      >
        {carouselSlides(images).map((image, index) => (
          <SwiperSlide key={`${image.base}-${index}`}>
            <CarouselPicture image={image} />
          </SwiperSlide>
        ))}
      </Swiper>
      <button type="button" className={styles.control} onClick={toggle} disabled={!swiper}>
        {playing ? "Pause slideshow" : "Play slideshow"}
      </button>
    </div>
  );
}
