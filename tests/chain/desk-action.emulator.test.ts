// The desk's callable through the Functions emulator, called the way the desk calls it: a
// client signed in with Google in the Auth emulator, its ID token carrying (or not) the claim
// role: sales. A released HELD lead reaches the EmailJS stand-in exactly once; a caller
// without the claim changes nothing, and neither does the claim on a password account or on a
// Google account whose address is not verified (every desk callable refuses them).
import type { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { SALES_CLAIMS } from "../../functions/src/shared/desk-access";
import { chainTestBed, isSalesMail, waitForEmptyQueue } from "../support/chain";
import { adminAuth, deskClientsBed, type DeskClient } from "../support/desk-auth";
import { adminFirestore } from "../support/emulators";
import { deliveryOf, seedLead, uniqueLeadId, waitForState } from "../support/leads";
import { LEADS_COLLECTION } from "../../functions/src/shared/collections";
import { VALID_LEAD } from "../fixtures/leads";

const bed = chainTestBed();
const signInAs = deskClientsBed();

const mailsFor = (leadId: string) =>
  bed
    .standIn()
    .requests.filter(isSalesMail)
    .filter((request) => request.body.template_params?.leadId === leadId);

/** A client signed in with Google as a new address, holding the sales claim if `sales`. */
const signedIn = (label: string, sales: boolean): Promise<DeskClient> =>
  signInAs(`${uniqueLeadId(label)}@brandvista.studio`, sales ? SALES_CLAIMS : null);

/** A lead HELD by the hourly budget 20 minutes ago. */
async function heldLead(label: string): Promise<string> {
  const leadId = uniqueLeadId(label);
  await seedLead(leadId, {
    minutesAgo: 20,
    delivery: { state: "HELD", attempts: 0, round: 0, reason: "created", heldFor: "budget" },
  });
  return leadId;
}

describe("deskLeadAction", () => {
  it("releases a HELD lead for a salesperson: mailed exactly once, who and when recorded", async () => {
    const leadId = await heldLead("deskrelease");
    const alex = await signedIn("alex", true);

    await expect(alex.act({ action: "release", leadIds: [leadId] })).resolves.toEqual({
      queued: [{ leadId, round: 1 }],
      refused: [],
    });

    expect(await waitForState(leadId, { states: ["SUCCESS"] })).toMatchObject({
      round: 1,
      reason: "replay",
    });
    // Asked again once mailed: refused, and no second task.
    await expect(alex.act({ action: "release", leadIds: [leadId] })).resolves.toEqual({
      queued: [],
      refused: [{ leadId, why: "already mailed (SUCCESS)" }],
    });
    await waitForEmptyQueue();
    expect(mailsFor(leadId)).toHaveLength(1);

    const lead = await (await adminFirestore()).doc(`${LEADS_COLLECTION}/${leadId}`).get();
    const actions = lead.get("deskActions") as (Record<string, unknown> & { at: Timestamp })[];
    expect(actions).toEqual([
      {
        action: "release",
        byEmail: alex.user?.email,
        byUid: alex.user?.uid,
        at: expect.anything(),
      },
    ]);
    expect(Math.abs((actions[0]?.at.toMillis() ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it("refuses a signed-in caller without the claim, and one not signed in: nothing queued", async () => {
    const leadId = await heldLead("deskdenied");
    const jordan = await signedIn("jordan", false);
    const anonymous = await signInAs(undefined, null);

    for (const client of [jordan, anonymous])
      await expect(client.act({ action: "release", leadIds: [leadId] })).rejects.toMatchObject({
        code: "functions/permission-denied",
      });

    expect(await deliveryOf(leadId)).toMatchObject({ state: "HELD", round: 0 });
    await waitForEmptyQueue();
    expect(mailsFor(leadId)).toHaveLength(0);
    const lead = await (await adminFirestore()).doc(`${LEADS_COLLECTION}/${leadId}`).get();
    expect(lead.get("deskActions")).toBeUndefined();
  });

  it.each([
    ["a password account", { provider: "password" }],
    [
      "a Google account whose address is not verified",
      { provider: "google", emailVerified: false },
    ],
  ] as const)(
    "refuses the claim on %s: nothing queued, nothing found, nothing erased",
    async (_, signInWith) => {
      const leadId = await heldLead("desknotgoogle");
      const email = `${uniqueLeadId("squatter")}@brandvista.studio`;
      const squatter = await signInAs(email, SALES_CLAIMS, signInWith);
      const token = await squatter.user?.getIdTokenResult();
      expect(token?.claims.role).toBe("sales"); // the claim is there; the sign-in is not Google's

      await expect(squatter.act({ action: "release", leadIds: [leadId] })).rejects.toMatchObject({
        code: "functions/permission-denied",
      });
      for (const name of ["deskFindPerson", "deskErasePerson"])
        await expect(
          squatter.call(name, {
            email: VALID_LEAD.emailAddress,
            confirmation: VALID_LEAD.emailAddress,
            reason: "test",
          }),
        ).rejects.toMatchObject({ code: "functions/permission-denied" });
      await expect(squatter.call("deskPayLink", { leadId })).rejects.toMatchObject({
        code: "functions/permission-denied",
      });
      await expect(squatter.call("sendBalanceInvoice", { leadId })).rejects.toMatchObject({
        code: "functions/permission-denied",
      });
      expect(await deliveryOf(leadId)).toMatchObject({ state: "HELD", round: 0 });
      const lead = await (await adminFirestore()).doc(`${LEADS_COLLECTION}/${leadId}`).get();
      expect(lead.get("deskActions")).toBeUndefined();
    },
    // Five callables, each refusing: a cold start each on a loaded machine.
    120_000,
  );

  it("stops a salesperson whose claim was revoked, before their token expires", async () => {
    const leadId = await heldLead("deskrevoked");
    const sam = await signedIn("sam", true);
    // The grant removed with the Admin SDK (`npm run leads -- revoke`); the token still has it.
    await (await adminAuth()).setCustomUserClaims(sam.user?.uid ?? "", null);
    expect((await sam.user?.getIdTokenResult())?.claims.role).toBe("sales");

    await expect(sam.act({ action: "release", leadIds: [leadId] })).rejects.toMatchObject({
      code: "functions/permission-denied",
    });
    expect(await deliveryOf(leadId)).toMatchObject({ state: "HELD", round: 0 });
  });

  it("answers a malformed request with invalid-argument", async () => {
    const alex = await signedIn("alexbad", true);
    await expect(alex.act({ action: "release", leadIds: [] })).rejects.toMatchObject({
      code: "functions/invalid-argument",
    });
  });
});
