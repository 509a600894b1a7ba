// Every service page's content, for listings and tests. A service page imports its own module
// (./<id>.ts) instead, so its first load does not carry the other six.
import { logoBranding } from "./logo-branding";
import { website } from "./website";
import { mobileApplication } from "./mobile-application";
import { videoAnimation } from "./video-animation";
import { bookPublication } from "./book-publication";
import { amazonMarketing } from "./amazon-marketing";
import { seo } from "./seo";
import type { ServiceContent, ServiceId } from "./types";

export type { FaqItem, ServiceContent, ServiceId, TitledText } from "./types";
export { serviceLabels } from "./labels";

export const services: readonly ServiceContent[] = [
  logoBranding,
  website,
  mobileApplication,
  videoAnimation,
  bookPublication,
  amazonMarketing,
  seo,
];

/** The content of one service page; throws on an unknown id so a typo fails the build. */
export function getService(id: ServiceId): ServiceContent {
  const service = services.find((entry) => entry.id === id);
  if (!service) throw new Error(`Unknown service: ${id}`);
  return service;
}
