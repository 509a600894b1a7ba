import { logoBranding as service } from "~/content/services/logo-branding";
import { ServicePage, serviceMeta } from "./service-page";

export function meta() {
  return serviceMeta(service);
}

export default function LogoBrandingPage() {
  return <ServicePage service={service} />;
}
