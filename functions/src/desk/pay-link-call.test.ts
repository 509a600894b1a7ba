// The desk's "Copy pay link" (deskPayLink's handler): only a salesperson gets a link, it opens
// the lead it was made for, and each one is recorded on the lead (who, when).
import { describe, expect, it } from "vitest";
import { PAY_LINK_ACTION, type DeskActionRecord } from "../shared/desk-api.js";
import { checkPayLink } from "../payments/pay-link.js";
import { fakeClock, recordingLogs } from "../testing/fakes.js";
import { SALES, WITHOUT_SALES_CLAIM } from "../testing/desk-callers.js";
import type { DeskActionCall } from "./desk-action.js";
import { runDeskPayLink } from "./pay-link-call.js";

const NOW = new Date("2026-11-27T06:30:00Z");
const LEAD_ID = "Abc0AutoShapedLeadId";
const SECRET = "unit-test-pay-link-secret";

function setup({ secret }: { secret: string | undefined } = { secret: SECRET }) {
  const records: { leadId: string; record: DeskActionRecord }[] = [];
  const log = recordingLogs();
  const deps = {
    clock: fakeClock(NOW).clock,
    logs: log.logs,
    currentClaims: async (uid: string) => (uid === SALES?.uid ? { role: "sales" } : undefined),
    leadExists: async (leadId: string) => leadId === LEAD_ID,
    recordAction: async (leadId: string, record: DeskActionRecord) => {
      records.push({ leadId, record });
    },
    payLinkSecret: secret,
    siteOrigin: "https://brandvista.studio",
  };
  // With no second argument the caller is Alex (sales); an explicit undefined is signed out.
  const call = (data: unknown, ...as: [DeskActionCall["auth"]?]) =>
    runDeskPayLink({ auth: as.length > 0 ? as[0] : SALES, data }, deps);
  return { call, records, log };
}

describe("deskPayLink", () => {
  it("signs a link to the lead's pay page, valid 30 days, and records who asked", async () => {
    const { call, records } = setup();
    const answer = await call({ leadId: LEAD_ID });
    expect(answer.expiresAt).toBe("2026-12-27T06:30:00.000Z");
    const token = answer.url.replace("https://brandvista.studio/pay/", "");
    expect(checkPayLink(token, NOW, SECRET)).toMatchObject({ kind: "valid", leadId: LEAD_ID });
    expect(records).toEqual([
      {
        leadId: LEAD_ID,
        record: {
          action: PAY_LINK_ACTION,
          byEmail: SALES?.token.email ?? null,
          byUid: SALES?.uid,
          at: NOW,
        },
      },
    ]);
  });

  it.each(WITHOUT_SALES_CLAIM)("refuses %s, and records nothing", async (_, auth) => {
    const { call, records } = setup();
    await expect(call({ leadId: LEAD_ID }, auth)).rejects.toMatchObject({
      code: "permission-denied",
    });
    expect(records).toEqual([]);
  });

  it("refuses a lead we do not have, a malformed id, and signs nothing without a key", async () => {
    const { call, records } = setup();
    await expect(call({ leadId: "Zzz0AutoShapedLeadId" })).rejects.toMatchObject({
      code: "not-found",
    });
    await expect(call({ leadId: "URGENT invoice" })).rejects.toMatchObject({
      code: "invalid-argument",
    });
    await expect(setup({ secret: undefined }).call({ leadId: LEAD_ID })).rejects.toMatchObject({
      code: "failed-precondition",
    });
    expect(records).toEqual([]);
  });
});
