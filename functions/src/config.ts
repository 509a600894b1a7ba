// The one place that reads the function's params and secrets. Set them for production with
// `firebase functions:secrets:set EMAILJS_PUBLIC_KEY` (and EMAILJS_PRIVATE_KEY) and the
// params in functions/.env.<project-id>; for the emulators see functions/.env.example.
import { defineSecret, defineString } from "firebase-functions/params";

export const EMAILJS_PUBLIC_KEY = defineSecret("EMAILJS_PUBLIC_KEY");
export const EMAILJS_PRIVATE_KEY = defineSecret("EMAILJS_PRIVATE_KEY");
// Empty defaults mean "not configured": the lead is kept and marked SKIPPED, nothing is sent.
export const EMAILJS_SERVICE_ID = defineString("EMAILJS_SERVICE_ID", {
  default: "",
  description: "EmailJS service id (Email Services), e.g. service_ab12cd3; empty disables e-mail",
});
export const EMAILJS_TEMPLATE_ID = defineString("EMAILJS_TEMPLATE_ID", {
  default: "",
  description: "EmailJS template id (Email Templates), e.g. template_x9y8z7; empty disables e-mail",
});
export const EMAILJS_ORIGIN = defineString("EMAILJS_ORIGIN", {
  default: "api.emailjs.com",
  description: "Host of the EmailJS REST API (tests point it at a local stand-in)",
});

/** Everything the transport needs to reach EmailJS. */
export interface EmailJsConfig {
  publicKey: string;
  privateKey: string;
  serviceId: string;
  templateId: string;
  origin: string;
}

/** The EmailJS configuration, or undefined when any part of it is missing. */
export function readEmailJsConfig(): EmailJsConfig | undefined {
  const config: EmailJsConfig = {
    publicKey: EMAILJS_PUBLIC_KEY.value().trim(),
    privateKey: EMAILJS_PRIVATE_KEY.value().trim(),
    serviceId: EMAILJS_SERVICE_ID.value().trim(),
    templateId: EMAILJS_TEMPLATE_ID.value().trim(),
    origin: EMAILJS_ORIGIN.value().trim() || "api.emailjs.com",
  };
  const complete = config.publicKey && config.privateKey && config.serviceId && config.templateId;
  return complete ? config : undefined;
}
