// The desk's data requests, behind the callables `deskFindPerson` (everything held about an
// address, as JSON: the desk shows it and downloads it as the export) and `deskErasePerson`
// (erases it, once the salesperson has typed the address again). Both for callers whose
// token and whose account in Firebase Auth, asked now, carry the sales claim, like
// deskLeadAction. Logs name the caller and counts, never the address.
import type { Clock } from "../platform/clock.js";
import { HttpsError } from "firebase-functions/v2/https";
import { z } from "zod";
import { hasSalesRole } from "../shared/desk-access.js";
import {
  normaliseEmail,
  type ErasePersonResponse,
  type PersonRecords,
} from "../shared/person-data.js";
import type { DeskActionCall } from "./desk-action.js";
import {
  erasePerson,
  findPersonDocs,
  PersonBusy,
  toPersonRecords,
  type PersonStore,
} from "./person-records.js";

export interface PersonRequestDeps {
  store: PersonStore;
  clock: Clock;
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
const eraseSchema = z.strictObject({ email: address, confirmation: z.string().max(300) });

/** The caller, if their token and their account carry the sales claim; else permission-denied. */
async function salesCaller(call: DeskActionCall, deps: PersonRequestDeps, what: string) {
  const caller = call.auth;
  if (
    !caller ||
    !hasSalesRole(caller.token) ||
    !hasSalesRole(await deps.currentClaims(caller.uid))
  ) {
    deps.log("denied", { what, uid: caller?.uid ?? null });
    throw new HttpsError(
      "permission-denied",
      caller
        ? "This account has no access to the sales desk (role: sales)."
        : "Sign in to the sales desk first.",
    );
  }
  const email = caller.token.email;
  return { uid: caller.uid, email: typeof email === "string" ? email : null };
}

function parse<T>(schema: z.ZodType<T>, data: unknown, expected: string): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new HttpsError("invalid-argument", `Expected ${expected}.`);
  return parsed.data;
}

/** deskFindPerson: everything held about the address, as JSON. */
export async function runFindPerson(
  call: DeskActionCall,
  deps: PersonRequestDeps,
): Promise<PersonRecords> {
  const caller = await salesCaller(call, deps, "find");
  const { email } = parse(findSchema, call.data, "{ email: an e-mail address }");
  const found = toPersonRecords(await findPersonDocs(deps.store, email));
  deps.log("found", {
    uid: caller.uid,
    leads: found.leads.length,
    records: found.records.length,
    mentions: found.mentions.length,
  });
  return found;
}

/** deskErasePerson: erases everything held about the address; the audit record's counts. */
export async function runErasePerson(
  call: DeskActionCall,
  deps: PersonRequestDeps,
): Promise<ErasePersonResponse> {
  const caller = await salesCaller(call, deps, "erase");
  const { email, confirmation } = parse(
    eraseSchema,
    call.data,
    "{ email: an e-mail address, confirmation: the same address typed again }",
  );
  if (normaliseEmail(confirmation) !== normaliseEmail(email))
    throw new HttpsError(
      "failed-precondition",
      "The confirmation does not match the address: type the address again to erase.",
    );
  let result;
  try {
    result = await erasePerson(deps.store, email, caller, deps.clock.now());
  } catch (error) {
    if (error instanceof PersonBusy)
      throw new HttpsError(
        "failed-precondition",
        "A mail for this address is being sent right now. Try again in a minute.",
      );
    throw error;
  }
  if (!result) throw new HttpsError("not-found", "Nothing is held about this address.");
  deps.log("erased", { uid: caller.uid, erasureId: result.erasureId, deleted: result.deleted });
  return result;
}
