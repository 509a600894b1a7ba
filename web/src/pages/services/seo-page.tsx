import { getService } from "~/content/services";
import { ServicePage, serviceMeta } from "./service-page";

const service = getService("seo");

export function meta() {
  return serviceMeta(service);
}

export default function SeoPage() {
  return <ServicePage service={service} />;
}
