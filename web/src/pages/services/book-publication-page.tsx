import { getService } from "~/content/services";
import { ServicePage, serviceMeta } from "./service-page";

const service = getService("book-publication");

export function meta() {
  return serviceMeta(service);
}

export default function BookPublicationPage() {
  return <ServicePage service={service} />;
}
