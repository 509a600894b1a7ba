import { videoAnimation as service } from "~/content/services/video-animation";
import { ServicePage, serviceMeta } from "./service-page";

export function meta() {
  return serviceMeta(service);
}

export default function VideoAnimationPage() {
  return <ServicePage service={service} />;
}
