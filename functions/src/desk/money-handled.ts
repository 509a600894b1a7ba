// The desk's "Mark handled", behind the callable `deskMoneyHandled`: a salesperson closes a
// lead's money case (a refund, a dispute, an overpayment, a mismatch or a payment on another
// session they have dealt with: shared/money-case.ts) with a reason, so the lead leaves Needs
// attention. The caller must hold the sales claim (checked now with Auth, as for every desk
// action); the reason is required; the lead records who, when and why (`deskActions`, and
// `moneyHandled` with the changes it covered), in one transaction with `moneyAttention`. A
// change of money that comes later opens the case again.
import { HttpsError } from "firebase-functions/v2/https";
import { z } from "zod";
import type { Clock } from "../platform/clock.js";
import type { Logs } from "../platform/logs.js";
import {
  MONEY_HANDLED_ACTION,
  type DeskActionRecord,
  type DeskMoneyHandledResponse,
} from "../shared/desk-api.js";
import { isLeadId } from "../shared/lead-id.js";
import {
  MONEY_HANDLED_REASON_MAX,
  openMoneyCase,
  type MoneyHandled,
} from "../shared/money-case.js";
import type { Payment } from "../shared/payment.js";
import { actionRecord, salesRequestCallable } from "./desk-action.js";

/** The lead's case as the transaction reads it, and what it writes. */
export interface MoneyCaseStore {
  /**
   * In one transaction: the lead's payment and the keys handled before, `mark` on them (which
   * throws to refuse), and its writes: `moneyHandled`, `moneyAttention` and the desk record.
   * Undefined when there is no such lead.
   */
  markHandled(
    leadId: string,
    mark: (
      payment: Payment | undefined,
      handledBefore: string[],
    ) => { handled: MoneyHandled; record: DeskActionRecord; attention: boolean },
  ): Promise<MoneyHandled | undefined>;
}

export interface MoneyHandledDeps {
  clock: Clock;
  logs: Logs;
  store: MoneyCaseStore;
  currentClaims(uid: string): Promise<Readonly<Record<string, unknown>> | undefined>;
}

const requestSchema = z.strictObject({
  leadId: z.string().refine(isLeadId),
  reason: z.string().trim().min(1).max(MONEY_HANDLED_REASON_MAX),
});
/** The request, in the desk's words, when it does not fit requestSchema. */
const EXPECTED = `{ leadId, reason: why the case is closed, 1–${MONEY_HANDLED_REASON_MAX} characters }`;

export const NOTHING_TO_HANDLE =
  "Nothing about this lead's money waits for a person: there is no case to mark handled.";

/** Checks the salesperson and the reason, then closes the lead's open money case. */
export const runMoneyHandled = salesRequestCallable(
  requestSchema,
  EXPECTED,
  async (caller, { leadId, reason }, deps: MoneyHandledDeps): Promise<DeskMoneyHandledResponse> => {
    const at = deps.clock.now();
    const email = caller.token.email;
    const done = await deps.store.markHandled(leadId, (payment, handledBefore) => {
      const open = openMoneyCase(payment, handledBefore);
      if (open.length === 0) throw new HttpsError("failed-precondition", NOTHING_TO_HANDLE);
      return {
        handled: {
          keys: [...new Set([...handledBefore, ...open])].sort(),
          at,
          byUid: caller.uid,
          byEmail: typeof email === "string" ? email : null,
          reason,
        },
        record: { ...actionRecord(MONEY_HANDLED_ACTION, caller, at), reason },
        attention: false,
      };
    });
    if (!done)
      throw new HttpsError("not-found", "There is no such lead (erased, or never received).");
    deps.logs.payment("money case marked handled", {
      leadId,
      uid: caller.uid,
      handled: done.keys,
    });
    return { handled: done.keys };
  },
);
