// The Mobile Application service page, as data (laid out by pages/services/service-page.tsx).
import { formatUsd } from "../format-usd";
import type { ServiceContent } from "./types";

export const mobileApplication: ServiceContent = {
  id: "mobile-application",
  path: "/mobile-application",
  name: "Mobile Application",
  description: `Mobile app design and development for iOS and Android: prototypes, cross-platform MVPs and App Store submission for US businesses, from ${formatUsd(__SERVICE_FROM_PRICE_USD__.mobile)}.`,
  hero: {
    title: "Mobile Application",
    heading: "iOS and Android apps, from first sketch to the App Store",
    subheading:
      "One cross-platform codebase, designed for the way your customers actually use their phones.",
    paragraphs: [
      "An app earns a place on someone's home screen only if it does one job better than a website. We start by finding that job, then design the shortest path to it.",
      "We build with React Native or Flutter so one team ships to both stores, and we stay on after release to fix what real users find.",
    ],
  },
  overview: {
    heading: "What our mobile application service covers",
    paragraphs: [
      "Product strategy, user-experience design, interface design, development, testing, store submission and post-launch support. You can stop after the prototype stage and take the designs to investors or your own developers.",
      "Apps we build include booking and ordering apps, customer portals, field-service tools and companion apps for physical products.",
    ],
  },
  deliverables: {
    heading: "What you get",
    intro: "Working software, the designs behind it and the accounts it runs on, all in your name.",
    items: [
      {
        title: "User-flow map",
        description: "Every screen and decision point, agreed before design begins.",
      },
      {
        title: "Figma designs and prototype",
        description: "Clickable screens you can test with real users.",
      },
      {
        title: "Source code",
        description: "A documented repository you own, with build instructions.",
      },
      {
        title: "Admin panel",
        description: "A web dashboard to manage content, users and notifications.",
      },
      {
        title: "Store release",
        description: "App Store and Google Play listings, reviews handled by us.",
      },
    ],
  },
  process: {
    heading: "How we build your app",
    intro:
      "An MVP app usually takes 10 to 14 weeks, released in two-week sprints you can test on your phone.",
    steps: [
      {
        title: "Workshop",
        description: "We define the users, the core job and what the first release leaves out.",
      },
      {
        title: "Prototype",
        description: "Designed screens linked into a prototype you can tap through.",
      },
      {
        title: "Sprints",
        description: "Two-week development cycles, each ending with a test build for you.",
      },
      {
        title: "Testing",
        description: "Device testing, crash reporting and a beta group before release.",
      },
      {
        title: "Release",
        description: "Store submission, launch monitoring and the support period.",
      },
    ],
  },
  faqs: [
    {
      question: "Native or cross-platform?",
      answer:
        "For most business apps, cross-platform (React Native or Flutter) gives near-native performance at roughly half the cost of two native apps. We recommend native Swift or Kotlin only when an app depends on heavy graphics or unusual hardware.",
    },
    {
      question: "Who owns the code?",
      answer:
        "You do. The repository, the developer accounts and the store listings are set up in your company's name.",
    },
    {
      question: "What does an app cost to run after launch?",
      answer:
        "Apple charges $99 a year for a developer account and Google a one-time $25. Hosting and services for a typical MVP run $50 to $300 a month, depending on users. We estimate this for your app during the workshop.",
    },
  ],
  pricingCategories: ["mobile"],
  fromPriceUsd: __SERVICE_FROM_PRICE_USD__.mobile,
  cta: {
    heading: "Have an app idea?",
    text: "Start the brief and we will schedule a free 30-minute call to scope your first release.",
    label: "Start my app brief",
  },
  image: { name: "mobile-application", alt: "Abstract phone screens with interface shapes" },
};
