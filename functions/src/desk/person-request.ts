// The desk's data requests, behind the callables `deskFindPerson` (everything held about an
// address, as JSON: the desk shows it and downloads it as the export; and whether the address
// was erased before, or waits for an erasure's confirmation) and `deskErasePerson` (erases it,
// once the salesperson has typed the address again and why). Both for callers whose token and
// whose account in Firebase Auth, asked now, carry the sales claim, like deskLeadAction. Logs
// name the caller and counts, never the address.
//
// The daily limit: each erasure reserves one of its account's ERASURES_PER_DAY slots of the
// rolling day (erasureSlots/{uid}) in a transaction before anything is deleted, so a burst of
// calls cannot all slip under it; a failed erasure gives its slot back. Without a slot, the
// erasure is parked (erasureRequests/{hash of the address}: the address, the reason, who,
// when), and another account with the sales claim confirms it from the desk (the same call
// with `confirmParked`; a confirmed erasure takes no slot); the audit record then names both.
import type { Clock } from "../platform/clock.js";
import { HttpsError } from "firebase-functions/v2/https";
import { z } from "zod";
import { addressKeyOf } from "../leads/lead-history.js";
import type { StripeGateway } from "../payments/stripe-gateway.js";
import { COLLECTIONS, ERASURES_COLLECTION } from "../shared/collections.js";
import { hasSalesRole, isSalesToken } from "../shared/desk-access.js";
import {
  ERASURE_REASON_MAX,
  ERASURES_PER_DAY,
  normaliseEmail,
  type ErasePersonResponse,
  type FindPersonResponse,
  type ParkedErasure,
  type PastErasure,
} from "../shared/person-data.js";
import { parseCallData, type DeskActionCall } from "./desk-action.js";
import { erasureAddressHash, HashSecretMissing } from "./erasure-hash.js";
import {
  erasePerson,
  findPersonDocs,
  PersonBusy,
  toJson,
  toPersonRecords,
  type Eraser,
  type PersonStore,
} from "./person-records.js";
import { eraseAtStripe, stripeTracesOf, StripeUnreachable } from "../payments/stripe-erasure.js";

const PARKED = COLLECTIONS.erasureRequests.name;
const DAY_MS = 24 * 3600_000;
/** A parked erasure nobody confirmed is deleted by TTL after this long (its address with it). */
const PARKED_DAYS = 14;

export interface PersonRequestDeps {
  store: PersonStore;
  clock: Clock;
  /** Stripe, to close the person's money paths; undefined: not configured. */
  stripe: StripeGateway | undefined;
  /** ERASURE_HASH_SECRET: the key of the address's hash in the audit record. */
  hashSecret: string;
  /** The user's custom claims as Firebase Auth holds them now (undefined: no such user). */
  currentClaims(uid: string): Promise<Readonly<Record<string, unknown>> | undefined>;
  log(event: string, fields: Record<string, unknown>): void;
}

/** An address as the lead's rules allow one: at most 254 characters, an @ in it. */
const address = z
  .string()
  .trim()
  .min(3)
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+$/);
const findSchema = z.strictObject({ email: address });
const eraseSchema = z.union([
  z.strictObject({
    email: address,
    confirmation: z.string().max(300),
    reason: z.string().trim().min(1).max(ERASURE_REASON_MAX),
  }),
  z.strictObject({
    email: address,
    confirmation: z.string().max(300),
    confirmParked: z.literal(true),
  }),
]);

/** The caller, if their token and their account carry the sales claim; else permission-denied. */
async function salesCaller(call: DeskActionCall, deps: PersonRequestDeps, what: string) {
  const caller = call.auth;
  if (
    !caller ||
    !isSalesToken(caller.token) ||
    !hasSalesRole(await deps.currentClaims(caller.uid))
  ) {
    deps.log("denied", { what, uid: caller?.uid ?? null });
    throw new HttpsError(
      "permission-denied",
      caller
        ? "This account has no access to the sales desk (role: sales, signed in with Google)."
        : "Sign in to the sales desk first.",
    );
  }
  const email = caller.token.email;
  return { uid: caller.uid, email: typeof email === "string" ? email : null };
}

/** The address's keyed hash; a missing secret is the operator's to fix, said plainly. */
function hashOf(deps: PersonRequestDeps, email: string): string {
  try {
    return erasureAddressHash(deps.hashSecret, email);
  } catch (error) {
    if (error instanceof HashSecretMissing)
      throw new HttpsError(
        "failed-precondition",
        "Erasure is not configured: set the ERASURE_HASH_SECRET secret (docs/privacy-requests.md).",
      );
    throw error;
  }
}

const text = (value: unknown) => (typeof value === "string" ? value : "");
const textOrNull = (value: unknown) => (typeof value === "string" ? value : null);

/** Earlier erasures of the address (by its keyed hash), newest first. */
async function erasedBefore(deps: PersonRequestDeps, hash: string): Promise<PastErasure[]> {
  const audits = await deps.store.where(ERASURES_COLLECTION, "addressHash", "==", hash);
  return audits
    .map(({ data }) => ({
      at: text(toJson(data.at)),
      byEmail: textOrNull(data.byEmail),
      reason: text(data.reason),
    }))
    .sort((a, b) => b.at.localeCompare(a.at));
}

/** The parked erasure of the address, if one waits. */
async function parkedErasure(deps: PersonRequestDeps, email: string) {
  const parked = await deps.store.get(PARKED, addressKeyOf(email));
  return parked && parked.data.email === normaliseEmail(email) ? parked : undefined;
}

const parkedView = (data: Record<string, unknown>): ParkedErasure => ({
  requestedAt: text(toJson(data.requestedAt)),
  requestedByEmail: textOrNull(data.requestedByEmail),
  reason: text(data.reason),
});

/** deskFindPerson: everything held about the address, as JSON, and its erasures. */
export async function runFindPerson(
  call: DeskActionCall,
  deps: PersonRequestDeps,
): Promise<FindPersonResponse> {
  const caller = await salesCaller(call, deps, "find");
  const { email } = parseCallData(findSchema, call.data, "{ email: an e-mail address }");
  const found = toPersonRecords(await findPersonDocs(deps.store, email));
  const [before, parked] = await Promise.all([
    erasedBefore(deps, hashOf(deps, email)),
    parkedErasure(deps, email),
  ]);
  deps.log("found", {
    uid: caller.uid,
    leads: found.leads.length,
    records: found.records.length,
    mentions: found.mentions.length,
    erasedBefore: before.length,
  });
  return { ...found, erasedBefore: before, parked: parked ? parkedView(parked.data) : null };
}

/** deskErasePerson: erases everything held about the address (or parks it); the counts. */
export async function runErasePerson(
  call: DeskActionCall,
  deps: PersonRequestDeps,
): Promise<ErasePersonResponse> {
  const caller = await salesCaller(call, deps, "erase");
  const request = parseCallData(
    eraseSchema,
    call.data,
    "{ email: an e-mail address, confirmation: the same address typed again, reason: why it is erased }",
  );
  const { email, confirmation } = request;
  if (normaliseEmail(confirmation) !== normaliseEmail(email))
    throw new HttpsError(
      "failed-precondition",
      "The confirmation does not match the address: type the address again to erase.",
    );
  const now = deps.clock.now();
  const addressHash = hashOf(deps, email);

  let by: Eraser = caller;
  let confirmedBy: Eraser | undefined;
  let reason: string;
  let slotId: string | undefined;
  if ("confirmParked" in request) {
    const parked = await parkedErasure(deps, email);
    if (!parked)
      throw new HttpsError("not-found", "No erasure of this address waits for confirmation.");
    if (parked.data.requestedByUid === caller.uid)
      throw new HttpsError(
        "permission-denied",
        "Another salesperson must confirm an erasure you asked for.",
      );
    by = { uid: text(parked.data.requestedByUid), email: textOrNull(parked.data.requestedByEmail) };
    confirmedBy = caller;
    reason = text(parked.data.reason);
  } else {
    reason = request.reason;
    const slot = await deps.store.reserveErasure(caller.uid, {
      now,
      since: new Date(now.getTime() - DAY_MS),
      limit: ERASURES_PER_DAY,
    });
    if (slot.reserved) slotId = slot.slotId;
    else {
      const found = await findPersonDocs(deps.store, email);
      if (found.leads.length + found.records.length + found.mentions.length === 0)
        throw new HttpsError("not-found", "Nothing is held about this address.");
      await deps.store.put(PARKED, addressKeyOf(email), {
        email: normaliseEmail(email),
        reason,
        requestedByUid: caller.uid,
        requestedByEmail: caller.email,
        requestedAt: now,
        expireAt: new Date(now.getTime() + PARKED_DAYS * DAY_MS),
      });
      deps.log("parked", { uid: caller.uid, erasuresToday: slot.taken });
      return { status: "parked" };
    }
  }

  let result;
  try {
    result = await erasePerson(deps.store, email, {
      by,
      now,
      reason,
      addressHash,
      ...(confirmedBy && { confirmedBy }),
      atStripe: (leads) => eraseAtStripe(stripeTracesOf(leads), deps.stripe),
    });
    if (!result) throw new HttpsError("not-found", "Nothing is held about this address.");
  } catch (error) {
    // A failed erasure gives its slot back: it deleted nothing (its checks and Stripe's part
    // come first), or a commit broke half way, and erasing the address again takes a new slot.
    if (slotId) await giveBack(deps, caller.uid, slotId);
    if (error instanceof PersonBusy)
      throw new HttpsError(
        "failed-precondition",
        "A mail for this address is being sent right now. Try again in a minute.",
      );
    if (error instanceof StripeUnreachable) {
      deps.log("stripeFailed", { uid: caller.uid, error: error.message });
      throw new HttpsError(
        "unavailable",
        "Stripe could not be reached, so nothing was erased: this person's checkout or invoice " +
          "must be closed at Stripe first. Try again in a few minutes.",
      );
    }
    throw error;
  }
  deps.log("erased", {
    uid: by.uid,
    ...(confirmedBy && { confirmedByUid: confirmedBy.uid }),
    erasureId: result.erasureId,
    deleted: result.deleted,
    stripe: result.stripe,
  });
  return { status: "erased", ...result };
}

/** Gives a failed erasure's slot back; if that fails too, the slot lapses after a day (logged). */
async function giveBack(deps: PersonRequestDeps, uid: string, slotId: string): Promise<void> {
  try {
    await deps.store.releaseErasure(uid, slotId);
  } catch (error) {
    deps.log("slotKept", { uid, error: error instanceof Error ? error.message : String(error) });
  }
}
