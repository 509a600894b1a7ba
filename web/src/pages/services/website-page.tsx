import { website as service } from "~/content/services/website";
import { ServicePage, serviceMeta } from "./service-page";

export function meta() {
  return serviceMeta(service);
}

export default function WebsitePage() {
  return <ServicePage service={service} />;
}
