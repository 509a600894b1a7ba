// The Video Animation service page, as data (laid out by pages/services/service-page.tsx).
import { formatUsd } from "../format-usd";
import type { ServiceContent } from "./types";

export const videoAnimation: ServiceContent = {
  id: "video-animation",
  path: "/video-animation",
  name: "Video Animation",
  description: `Animated explainer videos for US businesses: scripts, custom 2D illustration, professional voice-over and captions, delivered for web and social, from ${formatUsd(__SERVICE_FROM_PRICE_USD__.video)}.`,
  hero: {
    title: "Video Animation",
    heading: "Animated videos that explain what you do in 60 seconds",
    subheading:
      "Script, illustration, voice-over and sound, produced in-house in your brand style.",
    paragraphs: [
      "A short animated video can explain a service faster than a page of text, and people watch it to the end when it is about their problem rather than your company.",
      "We write the script with you, illustrate every scene from scratch in your colours, and export the cuts you need for your website, YouTube, LinkedIn, Instagram and TikTok.",
    ],
  },
  overview: {
    heading: "What video animation covers",
    paragraphs: [
      "Explainer videos, product demos, onboarding clips, logo animations and short ads. We work in 2D motion graphics and character animation, which keeps production fast and revisions affordable.",
      "Every video is captioned, because most social video is watched without sound and captions make your message accessible to everyone.",
    ],
  },
  deliverables: {
    heading: "What you get",
    intro: "A finished video in every format you need to publish it.",
    items: [
      {
        title: "Script",
        description: "Written with you and approved before a single frame is drawn.",
      },
      {
        title: "Storyboard",
        description: "Sketches of every scene so you can see the story before animation.",
      },
      {
        title: "Voice-over",
        description: "A professional US English voice artist, with a choice of voices.",
      },
      {
        title: "Animation and sound",
        description: "Custom illustration, motion, licensed music and sound effects.",
      },
      {
        title: "Exports and captions",
        description: "MP4 files in 16:9, 1:1 and 9:16 plus an SRT caption file.",
      },
    ],
  },
  process: {
    heading: "How your video is made",
    intro: "A 60-second explainer takes about three weeks from script to final export.",
    steps: [
      {
        title: "Script",
        description: "We draft, you review, and we polish the words until they fit 60 seconds.",
      },
      {
        title: "Style frames",
        description: "Two or three finished stills that set the look of the video.",
      },
      {
        title: "Storyboard",
        description: "Every scene sketched in order, with the voice-over lines beneath.",
      },
      {
        title: "Voice and animation",
        description: "The recording sets the timing; the animation follows it.",
      },
      {
        title: "Delivery",
        description: "Revisions, final sound mix and exports in every size you need.",
      },
    ],
  },
  faqs: [
    {
      question: "How long should my video be?",
      answer:
        "For a homepage explainer, 60 to 90 seconds. For ads, 15 to 30 seconds. Viewers drop off quickly after two minutes, so we keep longer topics to a series of short videos.",
    },
    {
      question: "Can I change the video after it is finished?",
      answer:
        "Yes. Small text or voice changes after delivery are billed at our hourly rate, and we keep your project files for two years so updates are quick.",
    },
    {
      question: "Can you use my existing brand characters or illustrations?",
      answer:
        "Yes. Send us the source files with your brief and we will animate them in your existing style.",
    },
  ],
  pricingCategories: ["video"],
  fromPriceUsd: __SERVICE_FROM_PRICE_USD__.video,
  cta: {
    heading: "Explain your business in a minute",
    text: "Start the brief and a producer will send you a first script outline within three business days.",
    label: "Start my video brief",
  },
  image: {
    name: "video-animation",
    alt: "Abstract film frames with play symbol and motion trails",
  },
};
