// quoteLinkQuote as deployed (index.ts wires it): App Check when configured, the link checked
// with PAY_LINK_SECRET, the lead read from Firestore. No Stripe: the page only reads.
import { getFirestore } from "firebase-admin/firestore";
import type { CallableRequest } from "firebase-functions/v2/https";
import { requireAppCheck } from "../platform/app-check.js";
import { wallClock } from "../platform/clock.js";
import { readPayLinkSecret } from "../platform/config.js";
import type { QuoteLinkAnswer } from "../shared/quote-api.js";
import { quoteLinkQuote } from "./quote-page.js";
import { firestoreQuoteAcceptance, firestoreQuoteReader } from "./quote-store.js";

export function handleQuoteLinkQuote(request: CallableRequest<unknown>): Promise<QuoteLinkAnswer> {
  requireAppCheck(request);
  return quoteLinkQuote(request.data, {
    clock: wallClock,
    payLinkSecret: readPayLinkSecret(),
    readQuoteLead: firestoreQuoteReader(getFirestore()),
    recordAcceptance: firestoreQuoteAcceptance(getFirestore()),
  });
}
