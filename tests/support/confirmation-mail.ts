// The confirmation mail a lead's visitor gets, as the EmailJS stand-in received it: the e2e
// specs read its pay link and reference from it.
import type { EmailJsStandIn } from "./emailjs-stand-in";
import { waitFor } from "./emulators";

/** The confirmation's variables the stand-in accepted for `address` (any case), once it came. */
export function confirmationTo(
  emailJs: EmailJsStandIn,
  address: string,
  timeoutMs: number,
): Promise<Record<string, string>> {
  return waitFor(
    async () =>
      emailJs.requests.find(
        (request) =>
          request.body.template_id === process.env.EMAILJS_AUTOREPLY_TEMPLATE_ID &&
          request.status === 200 &&
          String(request.body.template_params?.emailAddress).toLowerCase() ===
            address.toLowerCase(),
      )?.body.template_params as Record<string, string> | undefined,
    { what: `the confirmation to ${address}`, timeoutMs },
  );
}
