// The checkout's callables (startCheckout, confirmCheckout, payLinkQuote), through the Firebase client
// loaded on demand: nothing here imports the SDK at module level, so the checkout's first load
// carries none of it; the Pay button and the paid page load it when they need it. No Stripe.js:
// the card is entered on Stripe's hosted page only.
import {
  CONFIRM_CHECKOUT_FUNCTION,
  PAY_LINK_QUOTE_FUNCTION,
  START_CHECKOUT_FUNCTION,
  type ConfirmCheckoutAnswer,
  type ConfirmCheckoutRequest,
  type PayLinkQuote,
  type PayLinkQuoteRequest,
  type StartCheckoutAnswer,
  type StartCheckoutRequest,
} from "@shared/payment-api";
import { firebaseWebConfig } from "./firebase-config";
import { lazyLoad } from "./lazy-load";

export interface CheckoutClient {
  start(request: StartCheckoutRequest): Promise<StartCheckoutAnswer>;
  confirm(request: ConfirmCheckoutRequest): Promise<ConfirmCheckoutAnswer>;
  /** What the lead owes now (/pay/<token>, and /checkout before its Pay button). */
  quote(request: PayLinkQuoteRequest): Promise<PayLinkQuote>;
}

/** A refusal from the server, with the sentence to show (HttpsError's message). */
export class CheckoutError extends Error {
  override name = "CheckoutError";
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Loads the SDK once and connects; a failed load starts afresh on the next call. */
export const getCheckoutClient: (signal?: AbortSignal) => Promise<CheckoutClient> =
  lazyLoad(connect);

/** Whether this build takes payments online (else the checkout says an invoice comes). */
export const onlinePayments = (): boolean => firebaseWebConfig(import.meta.env).onlinePayments;

async function connect(): Promise<CheckoutClient> {
  const [{ app, config }, functions] = await Promise.all([
    import("./firebase-app").then(({ siteFirebaseApp }) => siteFirebaseApp()),
    import("firebase/functions"),
  ]);
  const client = functions.getFunctions(app);
  if (config.functionsEmulator)
    functions.connectFunctionsEmulator(
      client,
      config.functionsEmulator.host,
      config.functionsEmulator.port,
    );
  const call =
    <Req, Res>(name: string) =>
    async (request: Req): Promise<Res> => {
      try {
        return (await functions.httpsCallable<Req, Res>(client, name)(request)).data;
      } catch (error) {
        const { code, message } = error as { code?: string; message?: string };
        throw new CheckoutError(code ?? "internal", message ?? "The checkout failed.");
      }
    };
  return {
    start: call<StartCheckoutRequest, StartCheckoutAnswer>(START_CHECKOUT_FUNCTION),
    confirm: call<ConfirmCheckoutRequest, ConfirmCheckoutAnswer>(CONFIRM_CHECKOUT_FUNCTION),
    quote: call<PayLinkQuoteRequest, PayLinkQuote>(PAY_LINK_QUOTE_FUNCTION),
  };
}
