import { getService } from "~/content/services";
import { ServicePage, serviceMeta } from "./service-page";

const service = getService("amazon-marketing");

export function meta() {
  return serviceMeta(service);
}

export default function AmazonMarketingPage() {
  return <ServicePage service={service} />;
}
