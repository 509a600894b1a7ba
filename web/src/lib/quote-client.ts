// The quote page's callables (quoteLinkQuote: what the quote says, or records a 0 % acceptance;
// startCheckout with the quote's token), through the Firebase client loaded on demand, as the
// checkout's are: nothing imports the SDK at module level.
import { QUOTE_LINK_QUOTE_FUNCTION } from "@shared/function-names";
import type { QuoteLinkAnswer } from "@shared/quote-api";
import type { StartCheckoutAnswer } from "@shared/payment-api";
import { CheckoutError, getCheckoutClient } from "./checkout-client";
import { lazyLoad } from "./lazy-load";

export interface QuoteClient {
  /** The quote; with `accept`, a quote with nothing due now is accepted first. */
  read(request: { quote: string; accept?: boolean }): Promise<QuoteLinkAnswer>;
  /** Stripe Checkout for the share due now: the server prices it, the browser sends no amount. */
  pay(request: { quote: string }): Promise<StartCheckoutAnswer>;
}

export { CheckoutError };

export const getQuoteClient: () => Promise<QuoteClient> = lazyLoad(connect);

async function connect(): Promise<QuoteClient> {
  // The checkout's client first: it connects the app's one Functions instance (and, in the
  // emulators, points it at them), which getFunctions hands back here.
  const checkout = await getCheckoutClient();
  const [{ app }, functions] = await Promise.all([
    import("./firebase-app").then(({ siteFirebaseApp }) => siteFirebaseApp()),
    import("firebase/functions"),
  ]);
  const read = functions.httpsCallable<{ quote: string; accept?: boolean }, QuoteLinkAnswer>(
    functions.getFunctions(app),
    QUOTE_LINK_QUOTE_FUNCTION,
  );
  return {
    read: async (request) => (await read(request)).data,
    pay: (request) => checkout.start(request),
  };
}
