// "Write a quote", through the `deskCreateQuote` callable: it checks the caller's claim and the
// quote (zod), writes it on the lead, mails it to the prospect and answers the client's link.
// The browser only sends what sales typed; the server recomputes every amount.
import { DESK_CREATE_QUOTE_FUNCTION } from "@shared/function-names";
import type { DeskCreateQuoteRequest, DeskCreateQuoteResponse } from "@shared/quote-api";
import { callDeskFunction } from "./desk-firebase";

/** Writes the quote; throws the function's refusal (its message says why). */
export function createQuote(request: DeskCreateQuoteRequest): Promise<DeskCreateQuoteResponse> {
  return callDeskFunction<DeskCreateQuoteRequest, DeskCreateQuoteResponse>(
    DESK_CREATE_QUOTE_FUNCTION,
    request,
  );
}
