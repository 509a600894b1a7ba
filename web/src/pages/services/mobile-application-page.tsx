import { getService } from "~/content/services";
import { ServicePage, serviceMeta } from "./service-page";

const service = getService("mobile-application");

export function meta() {
  return serviceMeta(service);
}

export default function MobileApplicationPage() {
  return <ServicePage service={service} />;
}
