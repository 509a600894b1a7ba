// "Mark handled", through the `deskMoneyHandled` callable: it checks the caller's claim and the
// reason, closes the lead's money case and records who, when and why on the lead. The browser
// writes nothing.
import type { DeskMoneyHandledRequest, DeskMoneyHandledResponse } from "@shared/desk-api";
import { DESK_MONEY_HANDLED_FUNCTION } from "@shared/function-names";
import { callDeskFunction } from "./desk-firebase";

/** Marks the lead's open money case handled; throws the function's error (e.g. no reason). */
export function markMoneyHandled(
  leadId: string,
  reason: string,
): Promise<DeskMoneyHandledResponse> {
  return callDeskFunction<DeskMoneyHandledRequest, DeskMoneyHandledResponse>(
    DESK_MONEY_HANDLED_FUNCTION,
    { leadId, reason },
  );
}
