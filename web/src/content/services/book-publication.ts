// The Book Publication service page, as data (laid out by pages/services/service-page.tsx).
import { formatUsd } from "../format-usd";
import type { ServiceContent } from "./types";

export const bookPublication: ServiceContent = {
  id: "book-publication",
  path: "/book-publication",
  name: "Book Publication",
  description: `Book cover design, interior formatting and self-publishing on Amazon KDP and IngramSpark for US authors and businesses, from ${formatUsd(__SERVICE_FROM_PRICE_USD__.book)}.`,
  hero: {
    title: "Book Publication",
    heading: "From finished manuscript to a book people can buy",
    subheading:
      "Cover design, typesetting and publishing setup for authors, coaches and companies.",
    paragraphs: [
      "Readers judge a book by its cover in the time it takes to scroll past a thumbnail. We design covers that read clearly at that size and still look right on a shelf.",
      "Inside, we typeset your manuscript for print and e-book, prepare the files Amazon KDP and IngramSpark accept, and walk you through publishing under your own name.",
    ],
  },
  overview: {
    heading: "What book publication covers",
    paragraphs: [
      "We handle the production side of self-publishing: cover, interior layout, e-book conversion, metadata and upload. You keep your rights and your royalties; we are paid once for the work.",
      "We publish novels, memoirs, business books, workbooks and children's picture books. Editing and proofreading are available through partner editors we have worked with for years.",
    ],
  },
  deliverables: {
    heading: "What you get",
    intro: "Print and digital files ready for sale, and accounts set up in your name.",
    items: [
      {
        title: "Cover design",
        description: "Front cover, spine and back cover with barcode space, plus an e-book cover.",
      },
      {
        title: "Interior layout",
        description: "Professional typesetting with chapter openers, headers and page numbers.",
      },
      {
        title: "E-book files",
        description: "Reflowable EPUB tested on Kindle, Apple Books and Kobo.",
      },
      {
        title: "Publishing setup",
        description: "KDP and IngramSpark listings, categories, keywords and pricing.",
      },
      {
        title: "Launch graphics",
        description: "3D mock-ups and social images to announce your book (Author Brand).",
      },
    ],
  },
  process: {
    heading: "How publication works",
    intro: "Most books go on sale four to six weeks after we receive the final manuscript.",
    steps: [
      {
        title: "Manuscript review",
        description: "We check length, images and trim size, and confirm the schedule.",
      },
      {
        title: "Cover concepts",
        description: "Two directions based on your genre's best sellers and your story.",
      },
      {
        title: "Typesetting",
        description: "Interior layout and a full proof for you to mark up.",
      },
      {
        title: "Proof copy",
        description: "A printed proof ordered to your door before anything goes on sale.",
      },
      {
        title: "Publishing",
        description: "Upload, listing review and help with your launch week.",
      },
    ],
  },
  faqs: [
    {
      question: "Do I keep my rights and royalties?",
      answer:
        "Yes. Your book is published under your own KDP and IngramSpark accounts. We never take royalties or hold rights; you pay once for the production work.",
    },
    {
      question: "Do I need my own ISBN?",
      answer:
        "Amazon offers a free ISBN for KDP paperbacks, but it lists Amazon as the publisher. For full control we recommend buying your own from Bowker, the US ISBN agency, and we explain how.",
    },
    {
      question: "Can you publish children's picture books?",
      answer:
        "Yes. Fixed-layout picture books need different files from novels, and we prepare both the print edition and a fixed-layout e-book.",
    },
  ],
  pricingCategories: ["book"],
  fromPriceUsd: __SERVICE_FROM_PRICE_USD__.book,
  cta: {
    heading: "Ready to publish?",
    text: "Start the brief with your book's title and genre, and we will reply with a production schedule.",
    label: "Start my book brief",
  },
  image: { name: "book-publication", alt: "Abstract stack of book covers in brand colours" },
};
