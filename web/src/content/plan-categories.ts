// The services the plans are grouped in: the pricing page's tabs, and the desk overview's "By
// service" chart. A file of its own: the overview's early picture is bundled into a small
// script of its own, which takes these and none of the pricing page's other copy.
import type { PlanCategoryId } from "@shared/plans";

export interface PlanCategory {
  id: PlanCategoryId;
  /** Tab label on the pricing page. */
  label: string;
  /** One sentence under the tab's heading. */
  description: string;
  /** The service page that explains this work in depth. */
  servicePath: string;
}

export const planCategories: readonly PlanCategory[] = [
  {
    id: "logo",
    label: "Logo design",
    description: "A custom mark drawn for your business, delivered in every file format you need.",
    servicePath: "/logobranding",
  },
  {
    id: "branding",
    label: "Branding",
    description:
      "Your logo plus the colours, type and rules that keep every touchpoint consistent.",
    servicePath: "/logobranding",
  },
  {
    id: "website",
    label: "Website",
    description: "Fast, accessible websites that your team can update without calling us.",
    servicePath: "/website",
  },
  {
    id: "mobile",
    label: "Mobile app",
    description: "iOS and Android apps from clickable prototype to store release.",
    servicePath: "/mobile-application",
  },
  {
    id: "video",
    label: "Video animation",
    description: "Scripted, voiced and animated videos that explain what you sell.",
    servicePath: "/video-animation",
  },
  {
    id: "book",
    label: "Book publication",
    description: "Covers, interior layout and the files Amazon KDP and IngramSpark accept.",
    servicePath: "/book-publication",
  },
  {
    id: "amazon",
    label: "Amazon marketing",
    description: "Listings, A+ Content, storefronts and sponsored ads for Amazon sellers.",
    servicePath: "/amazon-marketing",
  },
  {
    id: "seo",
    label: "SEO & SEM",
    description: "Technical fixes, local search and paid search campaigns set up properly.",
    servicePath: "/seo-sem-services-company-usa",
  },
];
