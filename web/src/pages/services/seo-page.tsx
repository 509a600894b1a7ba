import { seo as service } from "~/content/services/seo";
import { ServicePage, serviceMeta } from "./service-page";

export function meta() {
  return serviceMeta(service);
}

export default function SeoPage() {
  return <ServicePage service={service} />;
}
