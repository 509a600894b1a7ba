import { getService } from "~/content/services";
import { ServicePage, serviceMeta } from "./service-page";

const service = getService("logo-branding");

export function meta() {
  return serviceMeta(service);
}

export default function LogoBrandingPage() {
  return <ServicePage service={service} />;
}
