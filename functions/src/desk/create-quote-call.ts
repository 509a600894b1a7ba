// The desk's "Write a quote", behind the callable `deskCreateQuote`: the caller must be a
// salesperson (the sales claim, checked now with Auth as for every desk action); the request is
// checked and the quote written by the payments (payments/create-quote.ts), and who wrote it is
// recorded on the lead (`deskActions`, action "quote") in the quote's own transaction.
import { HttpsError } from "firebase-functions/v2/https";
import {
  createQuote,
  parseQuoteRequest,
  QUOTE_REFUSALS,
  type CreateQuoteDeps,
} from "../payments/create-quote.js";
import { QUOTE_ACTION, type DeskCreateQuoteResponse } from "../shared/quote-api.js";
import { actionRecord, requireSalesCaller, type DeskActionCall } from "./desk-action.js";

export interface DeskCreateQuoteDeps extends CreateQuoteDeps {
  currentClaims(uid: string): Promise<Readonly<Record<string, unknown>> | undefined>;
}

/** Checks the salesperson, then the request, then writes the quote; throws HttpsError. */
export async function runDeskCreateQuote(
  call: DeskActionCall,
  deps: DeskCreateQuoteDeps,
): Promise<DeskCreateQuoteResponse> {
  const caller = await requireSalesCaller(call, deps);
  let request;
  try {
    request = parseQuoteRequest(call.data);
  } catch (error) {
    if (error instanceof HttpsError) deps.logs.payment("quote refused", { why: error.message });
    throw error;
  }
  return createQuote(
    request,
    { uid: caller.uid, record: (at) => actionRecord(QUOTE_ACTION, caller, at) },
    deps,
  );
}

export { QUOTE_REFUSALS };
