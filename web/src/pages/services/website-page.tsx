import { getService } from "~/content/services";
import { ServicePage, serviceMeta } from "./service-page";

const service = getService("website");

export function meta() {
  return serviceMeta(service);
}

export default function WebsitePage() {
  return <ServicePage service={service} />;
}
