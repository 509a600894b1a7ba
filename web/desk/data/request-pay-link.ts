// "Copy pay link" requests a pay link from the `deskPayLink` callable: the function checks the
// caller's claim, signs a /pay/<token> for the lead and records on the lead who asked. The
// browser signs nothing.
import type { DeskPayLinkRequest, DeskPayLinkResponse } from "@shared/desk-api";
import { DESK_PAY_LINK_FUNCTION } from "@shared/function-names";
import { callDeskFunction } from "./desk-firebase";

/** A pay link for the lead; throws the function's error (e.g. permission-denied). */
export function makePayLink(leadId: string): Promise<DeskPayLinkResponse> {
  return callDeskFunction<DeskPayLinkRequest, DeskPayLinkResponse>(DESK_PAY_LINK_FUNCTION, {
    leadId,
  });
}
