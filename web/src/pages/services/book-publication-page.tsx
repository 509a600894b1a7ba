import { bookPublication as service } from "~/content/services/book-publication";
import { ServicePage, serviceMeta } from "./service-page";

export function meta() {
  return serviceMeta(service);
}

export default function BookPublicationPage() {
  return <ServicePage service={service} />;
}
