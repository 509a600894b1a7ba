// The pricing page's lower sections: what every package includes, and the pricing FAQ. The page
// loads them only when a visitor reaches a section or the page is rendered on the client
// (docs/page-speed.md); the page's frame is in pricing-page.ts.

export interface IncludedItem {
  title: string;
  description: string;
}

export const includedInEveryPackage: readonly IncludedItem[] = [
  {
    title: "A named project lead",
    description:
      "One person who knows your project and answers your messages within one business day.",
  },
  {
    title: "You own the result",
    description: "Full copyright and source files are transferred to you when the project is paid.",
  },
  {
    title: "Revisions built in",
    description:
      "Every package lists its revision rounds, so feedback never turns into a new invoice.",
  },
  {
    title: "Secure checkout",
    description:
      "Pay on the payment provider's hosted, PCI-compliant page or by e-mailed invoice. Your card number never touches our site.",
  },
];

export const pricingFaqs: readonly { question: string; answer: string }[] = [
  {
    question: "Are these prices one-time or monthly?",
    answer:
      "One-time. You pay once for the package. Ongoing services such as advertising management beyond the included period, hosting or ad spend are quoted separately and only if you ask for them.",
  },
  {
    question: "Can I combine packages?",
    answer:
      "Yes: send your brief without a package, name the ones you want, and receive one written quote for all of them within one business day.",
  },
  {
    question: "What if I need something not listed here?",
    answer:
      "Send a brief without a package or chat with us; a written quote follows within one business day, at a fixed price and written scope.",
  },
  {
    question: "What is your refund policy?",
    answer:
      "If you are not satisfied with the initial concepts and we cannot find a direction you like after a fresh round, you can request a refund before final files are delivered.",
  },
];
