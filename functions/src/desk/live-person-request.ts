// The data-request callables as deployed: Firestore through the Admin SDK, the caller's
// current claims from Firebase Auth, Stripe and the erasure hash's key from the secrets, logs
// through the Cloud Functions logger (index.ts wires them as `deskFindPerson` and
// `deskErasePerson`, with PERSON_REQUEST_CALLABLE's secrets). Both first require App Check when
// it is configured (platform/app-check.ts).
import { getFirestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { requireAppCheck } from "../platform/app-check.js";
import { wallClock } from "../platform/clock.js";
import { ERASURE_HASH_SECRET, STRIPE_SECRET_KEY, readStripeSettings } from "../platform/config.js";
import { stripeGateway } from "../payments/stripe-gateway.js";
import type { ErasePersonResponse, FindPersonResponse } from "../shared/person-data.js";
import type { DeskActionCall } from "./desk-action.js";
import { currentClaims } from "./live-desk-action.js";
import { runErasePerson, runFindPerson, type PersonRequestDeps } from "./person-request.js";
import { firestorePersonStore } from "./person-store.js";

/** The callables' options: the hash's key, and Stripe's to close the person's checkouts. */
export const PERSON_REQUEST_CALLABLE = { secrets: [ERASURE_HASH_SECRET, STRIPE_SECRET_KEY] };

const WARNINGS: Record<string, string> = {
  denied: "sales desk: data request refused, the caller has no sales claim",
  stripeFailed: "sales desk: erasure stopped, Stripe could not be reached; nothing was erased",
  slotKept:
    "sales desk: a failed erasure could not give its daily slot back; it lapses in 24 hours",
};

function deps(): PersonRequestDeps {
  const settings = readStripeSettings();
  return {
    store: firestorePersonStore(getFirestore()),
    clock: wallClock,
    stripe: settings && stripeGateway(settings),
    hashSecret: ERASURE_HASH_SECRET.value(),
    currentClaims,
    log: (event, fields) => {
      const warning = WARNINGS[event];
      if (warning) logger.warn(warning, fields);
      else logger.info(`sales desk: data request, ${event}`, fields);
    },
  };
}

export async function handleFindPerson(request: DeskActionCall): Promise<FindPersonResponse> {
  requireAppCheck(request);
  return runFindPerson(request, deps());
}

export async function handleErasePerson(request: DeskActionCall): Promise<ErasePersonResponse> {
  requireAppCheck(request);
  return runErasePerson(request, deps());
}
