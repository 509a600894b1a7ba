// What the desk's lead page says when one of its callables (Copy pay link, Send balance invoice)
// refuses: a sentence with what to do next, never the server's bare code ("INTERNAL"). The
// refusals Stripe caused come with details (functions/src/shared/desk-refusals.ts); the rest by
// the callable's code. Refusals the server words itself (e.g. "The deposit is not paid: …") are
// shown as the server says them.
import type { StripeRefusal } from "@shared/desk-refusals";
import { deskAccessOwner } from "./desk";

type Words<R extends StripeRefusal["reason"]> = (
  refusal: Extract<StripeRefusal, { reason: R }>,
) => string;

export const deskStripeRefusals: { [R in StripeRefusal["reason"]]: Words<R> } = {
  stripeUnknownCustomer: ({ customerId }) =>
    `Stripe does not know this client (customer ${customerId}): open the lead in Stripe's dashboard, or ask the client to pay by the pay link.`,
  stripeUnknownSession: ({ sessionId }) =>
    `Stripe does not know this lead's checkout (session ${sessionId}), so the price agreed there cannot be read: invoice the balance from Stripe's dashboard.`,
  stripeUnavailable: () =>
    "Stripe did not answer in time, and nothing was sent: try again in a minute.",
  stripeRefused: ({ stripeMessage }) =>
    `Stripe refused it (“${stripeMessage}”): open the client in Stripe's dashboard to see why.`,
};

/** By the callable's code, when the server gave no sentence of its own. */
export const deskCallCodeWords = {
  /** The server failed before it could say why. */
  internal: `Something went wrong on our server, and nothing was sent. Try again in a minute; if it happens again, tell ${deskAccessOwner.name} (${deskAccessOwner.email}).`,
  /** The claim was taken away, or the session ended. */
  noAccess: `The desk no longer knows you as a salesperson: sign out and in again. If it happens again, ask ${deskAccessOwner.name} to check your access.`,
  /** No answer at all (offline, or the server did not answer in time). */
  noAnswer: "The server did not answer: check your connection and try again.",
} as const;
