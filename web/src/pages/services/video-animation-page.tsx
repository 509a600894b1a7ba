import { getService } from "~/content/services";
import { ServicePage, serviceMeta } from "./service-page";

const service = getService("video-animation");

export function meta() {
  return serviceMeta(service);
}

export default function VideoAnimationPage() {
  return <ServicePage service={service} />;
}
