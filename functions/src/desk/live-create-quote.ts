// deskCreateQuote as deployed (index.ts wires it): App Check when configured, the caller's
// claims from Firebase Auth, the quote written in Firestore, the link signed with PAY_LINK_SECRET,
// and the prospect's e-mail queued once the quote is written.
import { getFirestore } from "firebase-admin/firestore";
import {
  PAY_LINK_SECRET,
  PAY_LINK_SECRET_PREVIOUS,
  readPayLinkSecret,
  SITE_ORIGIN,
} from "../platform/config.js";
import { firestoreQuoteStore } from "../payments/quote-store.js";
import { cloudTasksQueue } from "../platform/task-queue.js";
import { runDeskCreateQuote } from "./create-quote-call.js";
import { liveDeskCallable, liveDeskCaller } from "./live-desk-action.js";

/** deskCreateQuote's options: it signs the client's link. */
export const CREATE_QUOTE_CALLABLE = { secrets: [PAY_LINK_SECRET, PAY_LINK_SECRET_PREVIOUS] };

/** deskCreateQuote as deployed. */
export const handleDeskCreateQuote = liveDeskCallable(runDeskCreateQuote, () => ({
  ...liveDeskCaller,
  quoteStore: firestoreQuoteStore(getFirestore()),
  queue: cloudTasksQueue(),
  payLinkSecret: readPayLinkSecret(),
  siteOrigin: SITE_ORIGIN.value(),
}));
