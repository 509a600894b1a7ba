// How an address the prospect typed goes into a mailto link and a Reply-To. Browser-safe: the
// desk imports it as `@shared/mail-address`, the mail variables (functions/src/mail/) likewise.
import { normaliseEmail } from "./person-data.js";

/**
 * A mailto link to `address`, each side of the @ passed through encodeURIComponent: whatever
 * the local part holds (?, &, =), it stays the address and cannot start the link's query
 * (cc=, bcc=, body=). The lead's address rule (EMAIL_PATTERN) keeps the host to a host name.
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf("@");
  const local = at < 0 ? address : address.slice(0, at);
  const host = at < 0 ? "" : `@${encodeURIComponent(address.slice(at + 1))}`;
  return `mailto:${encodeURIComponent(local)}${host}`;
}

/** The Reply-To of a mail about a lead: the prospect's address, normalised, and nothing else. */
export const replyToAddress = (address: string): string => normaliseEmail(address);
