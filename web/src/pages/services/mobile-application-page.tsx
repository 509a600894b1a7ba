import { mobileApplication as service } from "~/content/services/mobile-application";
import { ServicePage, serviceMeta } from "./service-page";

export function meta() {
  return serviceMeta(service);
}

export default function MobileApplicationPage() {
  return <ServicePage service={service} />;
}
