// The sales desk's actions on leads, behind the callable `deskLeadAction`: Resend (a lead that
// failed or never got on its way), Release (a HELD lead) and Send anyway (a DUPLICATE). Each
// queues the lead again through the replay path (replay-leads.ts: the next round, and never a
// lead that is mailed or being sent), refuses what its action is not for, and records on each
// lead it queued who asked and when (`deskActions`). The browser writes nothing: only the
// caller's claim, checked here, lets it ask. The site imports the types below (type-only).
import { HttpsError } from "firebase-functions/v2/https";
import { z } from "zod";
import { hasSalesRole, isSalesToken, NOT_ON_ITS_WAY_AFTER_MS } from "../shared/desk-access.js";
import { isLeadId } from "../shared/lead-id.js";
import {
  DESK_ACTIONS,
  MAX_LEADS_PER_ACTION,
  type DeskAction,
  type DeskActionRecord,
  type DeskActionResponse,
} from "../shared/desk-api.js";
import { ruleOf } from "../shared/delivery.js";
import type { StoredLead } from "../leads/lead-store.js";
import type { QueueLeadDeps } from "../leads/queue-lead.js";
import { replayLeads } from "../leads/replay-leads.js";

/** The part of a callable request the handler reads (firebase-functions' CallableRequest). */
export interface DeskActionCall {
  auth?: { uid: string; token: Readonly<Record<string, unknown>> };
  data: unknown;
  /** The verified App Check token's claims (platform/app-check.ts); absent without one. */
  app?: unknown;
}

export interface DeskActionDeps extends QueueLeadDeps {
  /** Appends `record` to the lead's `deskActions`. */
  recordAction(leadId: string, record: DeskActionRecord): Promise<void>;
  /**
   * The user's custom claims as Firebase Auth holds them now (undefined: no such user). An ID
   * token keeps a revoked claim for up to an hour; asking Auth makes a revoke stop actions at once.
   */
  currentClaims(uid: string): Promise<Readonly<Record<string, unknown>> | undefined>;
}

const requestSchema = z.strictObject({
  action: z.enum(DESK_ACTIONS),
  leadIds: z
    .array(
      // A Firestore document id: no slash, not . or .., at most 1,500 bytes.
      z
        .string()
        .min(1)
        .max(1500)
        .regex(/^[^/]+$/)
        .refine((id) => id !== "." && id !== ".."),
    )
    .min(1)
    .max(MAX_LEADS_PER_ACTION),
});
/** The request, in the desk's words, when it does not fit requestSchema. */
const EXPECTED = `{ action: "resend" | "release" | "sendAnyway", leadIds: 1–${MAX_LEADS_PER_ACTION} lead ids }`;

/**
 * Why `action` is not for this lead as it stands; undefined when it is. Asked after the
 * replay's own refusals (mailed, being sent), so it speaks only of the action's own states.
 */
export function whyNotForAction(
  action: DeskAction,
  lead: StoredLead,
  now: Date,
): string | undefined {
  const delivery = lead.delivery;
  const state = delivery?.state ?? "no delivery yet";
  // The action the state table gives the lead's state (the desk offers the same one).
  const fitting = delivery ? ruleOf(delivery.state)?.desk.action : undefined;
  switch (action) {
    case "release":
      return fitting === "release" ? undefined : `not held (${state}): Release is for HELD leads`;
    case "sendAnyway":
      return fitting === "sendAnyway"
        ? undefined
        : `not a duplicate (${state}): Send anyway is for DUPLICATE leads`;
    case "resend": {
      if (fitting === "release") return "held: Release sends it";
      if (fitting === "sendAnyway") return "a duplicate: Send anyway sends it";
      const recent = (at: unknown) =>
        at instanceof Date && now.getTime() - at.getTime() < NOT_ON_ITS_WAY_AFTER_MS;
      if (!delivery && recent(lead.fields.createdAt))
        return "just received: its first send is on its way";
      if (delivery?.state === "QUEUED" && recent(delivery.queuedAt))
        return "queued a moment ago: its send is on its way";
      if (delivery?.state === "RETRY" && delivery.nextAttemptAt && delivery.nextAttemptAt > now)
        return "retrying: its next try is not due yet";
      return undefined;
    }
  }
}

/** What checking a desk callable's caller needs. */
export type SalesCallerDeps = Pick<DeskActionDeps, "currentClaims" | "logs">;

/**
 * The caller, if their ID token and Firebase Auth (now) both give them the sales claim; else
 * throws permission-denied (and logs it). Every desk callable starts here.
 */
export async function requireSalesCaller(
  call: DeskActionCall,
  deps: SalesCallerDeps,
): Promise<NonNullable<DeskActionCall["auth"]>> {
  const caller = call.auth;
  if (
    !caller ||
    !isSalesToken(caller.token) ||
    !hasSalesRole(await deps.currentClaims(caller.uid))
  ) {
    deps.logs.deskActionDenied(caller?.uid);
    throw new HttpsError(
      "permission-denied",
      caller
        ? "This account has no access to the sales desk (role: sales, signed in with Google)."
        : "Sign in to the sales desk first.",
    );
  }
  return caller;
}

/**
 * The salesperson calling a desk callable about one lead (`{ leadId }`): requireSalesCaller,
 * then the lead id checked; throws permission-denied or invalid-argument.
 */
export async function requireSalesLeadCall(
  call: DeskActionCall,
  deps: SalesCallerDeps,
): Promise<{ caller: NonNullable<DeskActionCall["auth"]>; leadId: string }> {
  const caller = await requireSalesCaller(call, deps);
  const leadId = (call.data as { leadId?: unknown } | null)?.leadId;
  if (!isLeadId(leadId)) throw new HttpsError("invalid-argument", "Expected { leadId }.");
  return { caller, leadId };
}

/**
 * A desk callable's request, read by `schema`; else throws invalid-argument "Expected
 * `expected`." (what the request should have been, in the desk's words).
 */
export function parseCallData<T>(schema: z.ZodType<T>, data: unknown, expected: string): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new HttpsError("invalid-argument", `Expected ${expected}.`);
  return parsed.data;
}

/**
 * A desk callable that reads a request: it checks the caller (requireSalesCaller), then reads
 * the request by `schema` (parseCallData, `expected` in the desk's words), then runs `handle`.
 */
export function salesRequestCallable<Request, Deps extends SalesCallerDeps, Answer>(
  schema: z.ZodType<Request>,
  expected: string,
  handle: (
    caller: NonNullable<DeskActionCall["auth"]>,
    request: Request,
    deps: Deps,
  ) => Promise<Answer>,
): (call: DeskActionCall, deps: Deps) => Promise<Answer> {
  return async (call, deps) => {
    const caller = await requireSalesCaller(call, deps);
    return handle(caller, parseCallData(schema, call.data, expected), deps);
  };
}

/** Who asked, for the lead's `deskActions`. */
export function actionRecord(
  action: DeskActionRecord["action"],
  caller: NonNullable<DeskActionCall["auth"]>,
  at: Date,
): DeskActionRecord {
  const email = caller.token.email;
  return { action, byEmail: typeof email === "string" ? email : null, byUid: caller.uid, at };
}

/** What the desk hands a payments/ step it calls for a lead: the lead, and who asked. */
export interface SalesAsk {
  leadId: string;
  byUid: string;
  /** Records on the lead who asked, and when. */
  recordAsked(at: Date): Promise<void>;
}

/** What checking a salesperson's ask, and recording it, needs. */
export type SalesAskDeps = Pick<DeskActionDeps, "currentClaims" | "logs" | "recordAction">;

/**
 * Checks that a salesperson asks for one lead ({ leadId }), then says who asked, for a step of
 * payments/ (Copy pay link, Send balance invoice) to record as `action`; throws HttpsError.
 */
export async function salesAsk(
  call: DeskActionCall,
  deps: SalesAskDeps,
  action: DeskActionRecord["action"],
): Promise<SalesAsk> {
  const { caller, leadId } = await requireSalesLeadCall(call, deps);
  return {
    leadId,
    byUid: caller.uid,
    recordAsked: (at) => deps.recordAction(leadId, actionRecord(action, caller, at)),
  };
}

/**
 * A desk callable that calls into payments/ for one lead: it checks the salesperson's ask
 * (salesAsk), then runs `step` with it, which records the ask as `action`; throws HttpsError.
 */
export function salesAskCallable<Deps, Answer>(
  action: DeskActionRecord["action"],
  step: (ask: SalesAsk, deps: Deps) => Promise<Answer>,
): (call: DeskActionCall, deps: Deps & SalesAskDeps) => Promise<Answer> {
  return async (call, deps) => step(await salesAsk(call, deps, action), deps);
}

/** Checks the caller and the request, queues what the action is for, records who asked. */
export const runDeskAction = salesRequestCallable(
  requestSchema,
  EXPECTED,
  async (caller, { action, leadIds }, deps: DeskActionDeps): Promise<DeskActionResponse> => {
    const result = await replayLeads(leadIds, deps, (lead, now) =>
      whyNotForAction(action, lead, now),
    );
    const record = actionRecord(action, caller, deps.clock.now());
    for (const { leadId } of result.queued) await deps.recordAction(leadId, record);
    deps.logs.deskAction(caller.uid, action, result.queued, result.skipped);
    return { queued: result.queued, refused: result.skipped };
  },
);
