import { amazonMarketing as service } from "~/content/services/amazon-marketing";
import { ServicePage, serviceMeta } from "./service-page";

export function meta() {
  return serviceMeta(service);
}

export default function AmazonMarketingPage() {
  return <ServicePage service={service} />;
}
