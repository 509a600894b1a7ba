// Finding and erasing everything held about one address, against an in-memory store seeded
// the way the functions write each collection: every kind of record is found, the erasure
// leaves nothing with the address (or its hash, or its lead ids) and one audit record.
import { describe, expect, it } from "vitest";
import { VALID_LEAD } from "../../../tests/fixtures/leads.ts";
import { addressKeyOf, briefFingerprint } from "../leads/lead-history.js";
import { fakePersonStore } from "../testing/fake-person-store.js";
import {
  erasePerson,
  findPersonDocs,
  isBeingSent,
  PersonBusy,
  toPersonRecords,
  type ErasureOrder,
} from "./person-records.js";
import { NOTHING_AT_STRIPE, StripeUnreachable } from "../payments/stripe-erasure.js";

const NOW = new Date("2026-11-25T16:00:00Z");
/** A Firestore Timestamp as the Admin SDK returns it (anything with toDate). */
const ts = (iso: string) => ({ toDate: () => new Date(iso), seconds: Date.parse(iso) / 1000 });

const JO = "jo.lee@example.com";
const SAM = "sam.ortiz@example.net";
const BY = { uid: "alex-uid", email: "alex.morgan@brandvista.studio" };
const REASON = "Asked by e-mail on 24 Nov to delete everything (ticket 118).";

/** An erasure at `now` by Alex, with nothing to close at Stripe (stripe-erasure.ts's part). */
const order = (now: Date, atStripe: ErasureOrder["atStripe"] = async () => NOTHING_AT_STRIPE) => ({
  by: BY,
  now,
  reason: REASON,
  addressHash: "hmac-of-the-address",
  atStripe,
});

function seeded() {
  const brief = { ...VALID_LEAD, emailAddress: "Jo.Lee@Example.com" };
  return fakePersonStore({
    formData: {
      // Stamped by the trigger (emailKey), with every map a lead can carry.
      leadA: {
        ...brief,
        createdAt: ts("2026-11-20T10:00:00Z"),
        emailKey: JO,
        expireAt: ts("2028-11-20T10:00:00Z"),
        delivery: { state: "SUCCESS", attempts: 1, endTime: ts("2026-11-20T10:00:05Z") },
        autoReply: { state: "SUCCESS", attempts: 1 },
        deskActions: [
          { action: "resend", byEmail: BY.email, byUid: BY.uid, at: ts("2026-11-21T09:00:00Z") },
        ],
        payment: { state: "PAID", sessionId: "cs_test_1", amountCents: 24900, currency: "usd" },
      },
      // Stored before the stamp existed, in lower case: found by the address itself.
      leadB: { ...VALID_LEAD, emailAddress: JO, createdAt: ts("2025-01-02T10:00:00Z") },
      // Before the stamp, in other capitals: found through the address's history.
      leadC: {
        ...VALID_LEAD,
        emailAddress: "JO.LEE@EXAMPLE.COM",
        createdAt: ts("2026-10-01T10:00:00Z"),
      },
      leadZ: {
        ...VALID_LEAD,
        emailAddress: SAM,
        emailKey: SAM,
        createdAt: ts("2026-11-22T10:00:00Z"),
      },
    },
    leadAddresses: {
      [addressKeyOf(JO)]: {
        leadId: "leadA",
        at: ts("2026-11-20T10:00:01Z"),
        previousLeadId: "leadC",
      },
      [addressKeyOf(SAM)]: { leadId: "leadZ", at: ts("2026-11-22T10:00:01Z") },
    },
    leadConfirmations: {
      [addressKeyOf(JO)]: { leadId: "leadA", at: ts("2026-11-20T10:00:02Z") },
      [addressKeyOf(SAM)]: { leadId: "leadZ", at: ts("2026-11-22T10:00:02Z") },
    },
    leadFingerprints: {
      [briefFingerprint(brief)]: { leadId: "leadA", at: ts("2026-11-20T10:00:01Z") },
      oldFingerprint: { leadId: "leadB", at: ts("2025-01-02T10:00:01Z") },
      samFingerprint: { leadId: "leadZ", at: ts("2026-11-22T10:00:01Z") },
    },
    paymentEvents: {
      evt_jo: { leadId: "leadA", type: "checkout.session.completed" },
      evt_sam: { leadId: "leadZ", type: "checkout.session.completed" },
    },
    leadReplays: {
      onlyJo: {
        leadIds: ["leadB"],
        result: { queued: [{ leadId: "leadB", round: 1 }], skipped: [] },
      },
      mixed: {
        leadIds: ["leadA", "leadZ"],
        requestedBy: "ops@laptop",
        result: {
          queued: [{ leadId: "leadZ", round: 2 }],
          skipped: [{ leadId: "leadA", why: "already mailed (SUCCESS)" }],
        },
      },
    },
    leadMailBudget: {
      sales: {
        units: [
          { leadId: "leadA", at: ts("2026-11-25T15:30:00Z") },
          { leadId: "leadZ", at: ts("2026-11-25T15:40:00Z") },
        ],
      },
      confirmations: { units: [{ leadId: "leadZ", at: ts("2026-11-25T15:40:00Z") }] },
    },
    leadMailQuota: { "2026-11": { sent: 12, heldLeads: ["leadC", "leadZ"] } },
    leadMailAlerts: { quota: { at: ts("2026-11-01T00:00:00Z") } },
    leadMailPace: { sendLeadMail: { next: ts("2026-11-25T15:59:59Z") } },
  });
}

describe("findPersonDocs", () => {
  it("finds every lead from the address, whatever its capitals, and every record about them", async () => {
    const db = seeded();
    const found = await findPersonDocs(db.store, "  JO.Lee@example.COM ");
    expect(found.email).toBe(JO);
    expect(found.leads.map((lead) => lead.id)).toEqual(["leadA", "leadB", "leadC"]);
    expect(found.records.map((doc) => `${doc.collection}/${doc.id}`)).toEqual(
      [
        `leadAddresses/${addressKeyOf(JO)}`,
        `leadConfirmations/${addressKeyOf(JO)}`,
        `leadFingerprints/${briefFingerprint({ ...VALID_LEAD, emailAddress: "Jo.Lee@Example.com" })}`,
        "leadFingerprints/oldFingerprint",
        "paymentEvents/evt_jo",
      ].sort(),
    );
    expect(
      found.mentions.map(({ collection, id, field, leadIds }) => ({
        collection,
        id,
        field,
        leadIds,
      })),
    ).toEqual([
      { collection: "leadReplays", id: "onlyJo", field: "leadIds", leadIds: ["leadB"] },
      { collection: "leadReplays", id: "mixed", field: "leadIds", leadIds: ["leadA"] },
      { collection: "leadMailBudget", id: "sales", field: "units", leadIds: ["leadA"] },
      { collection: "leadMailQuota", id: "2026-11", field: "heldLeads", leadIds: ["leadC"] },
    ]);
  });

  it("finds nothing of another person, and nothing for an address never seen", async () => {
    const db = seeded();
    const jo = JSON.stringify(toPersonRecords(await findPersonDocs(db.store, JO)));
    expect(jo).not.toContain("leadZ");
    expect(jo).not.toContain(SAM);
    const nobody = await findPersonDocs(db.store, "nobody@example.org");
    expect(nobody).toEqual({
      email: "nobody@example.org",
      leads: [],
      records: [],
      mentions: [],
      othersKept: 0,
    });
  });

  it("gives the records as JSON: times as ISO strings, maps and lists kept", async () => {
    const records = toPersonRecords(await findPersonDocs(seeded().store, JO));
    const leadA = records.leads.find((lead) => lead.id === "leadA");
    expect(leadA?.data).toMatchObject({
      emailAddress: "Jo.Lee@Example.com",
      createdAt: "2026-11-20T10:00:00.000Z",
      expireAt: "2028-11-20T10:00:00.000Z",
      delivery: { state: "SUCCESS", endTime: "2026-11-20T10:00:05.000Z" },
      deskActions: [{ action: "resend", at: "2026-11-21T09:00:00.000Z" }],
      payment: { state: "PAID", amountCents: 24900 },
    });
    expect(JSON.parse(JSON.stringify(records))).toEqual(records);
  });

  it("asks for more than 30 leads in queries of 30 (Firestore's limit)", async () => {
    const leads = Object.fromEntries(
      Array.from({ length: 65 }, (_, i) => [
        `many${i}`,
        { ...VALID_LEAD, emailKey: "many@example.com", emailAddress: "many@example.com" },
      ]),
    );
    const db = fakePersonStore({
      formData: leads,
      paymentEvents: { evt_last: { leadId: "many64" } },
    });
    const found = await findPersonDocs(db.store, "many@example.com");
    expect(found.leads).toHaveLength(65);
    expect(found.records.map((doc) => doc.id)).toEqual(["evt_last"]);
  });
});

describe("erasePerson", () => {
  it("leaves nothing with the address, its hash or its leads, and one audit record", async () => {
    const db = seeded();
    const result = await erasePerson(db.store, "Jo.Lee@Example.com", order(NOW));
    expect(result).toEqual({
      erasureId: "audit1",
      stripe: NOTHING_AT_STRIPE,
      deleted: {
        formData: 3,
        leadAddresses: 1,
        leadConfirmations: 1,
        leadFingerprints: 2,
        paymentEvents: 1,
        leadReplays: 1,
      },
      scrubbed: { leadReplays: 1, leadMailBudget: 1, leadMailQuota: 1 },
    });
    const everything = db.dump().toLowerCase();
    for (const trace of [
      JO,
      addressKeyOf(JO),
      ...["leada", "leadb", "leadc", "cs_test_1", "evt_jo"].map((id) => `"${id}"`),
    ])
      expect(everything, trace).not.toContain(trace);
    expect(db.paths().filter((path) => path.startsWith("erasures/"))).toEqual(["erasures/audit1"]);
    expect(db.doc("erasures", "audit1")).toEqual({
      at: NOW,
      byUid: BY.uid,
      byEmail: BY.email,
      reason: REASON,
      addressHash: "hmac-of-the-address",
      deleted: result?.deleted,
      scrubbed: result?.scrubbed,
      stripe: NOTHING_AT_STRIPE,
    });
  });

  it("closes Stripe's side first, with the leads it found; Stripe failing deletes nothing", async () => {
    const db = seeded();
    const before = db.dump();
    const seen: string[] = [];
    const failing = order(NOW, async (leads) => {
      seen.push(...leads.map((lead) => lead.id));
      throw new StripeUnreachable("connect ECONNREFUSED");
    });
    await expect(erasePerson(db.store, JO, failing)).rejects.toBeInstanceOf(StripeUnreachable);
    expect(seen.sort()).toEqual(["leadA", "leadB", "leadC"]);
    expect(db.dump()).toBe(before);
  });

  it("deletes an event record written about an erased lead while the erasure ran", async () => {
    const db = seeded();
    // The session the erasure expires at Stripe: its event is handled before the lead is gone.
    const racing = order(NOW, async () => {
      await db.store.put("paymentEvents", "evt_expired_meanwhile", { leadId: "leadA" });
      return { sessionsExpired: 1, invoicesVoided: 0, customersDeleted: 0 };
    });
    const result = await erasePerson(db.store, JO, racing);
    expect(result?.stripe).toEqual({ sessionsExpired: 1, invoicesVoided: 0, customersDeleted: 0 });
    expect(db.paths()).not.toContain("paymentEvents/evt_expired_meanwhile");
    expect(db.paths()).toContain("paymentEvents/evt_sam");
  });

  it("keeps everything about others, and the counts the mail pacing relies on", async () => {
    const db = seeded();
    await erasePerson(db.store, JO, order(NOW));
    for (const path of [
      "formData/leadZ",
      `leadAddresses/${addressKeyOf(SAM)}`,
      `leadConfirmations/${addressKeyOf(SAM)}`,
      "leadFingerprints/samFingerprint",
      "paymentEvents/evt_sam",
      "leadMailAlerts/quota",
      "leadMailPace/sendLeadMail",
    ])
      expect(db.paths()).toContain(path);
    expect(db.doc("leadReplays", "mixed")).toEqual({
      leadIds: ["leadZ"],
      requestedBy: "ops@laptop",
      result: { queued: [{ leadId: "leadZ", round: 2 }], skipped: [] },
    });
    const units = db.doc("leadMailBudget", "sales")?.units as { leadId: string }[];
    expect(units.map((unit) => unit.leadId)).toEqual(["erased", "leadZ"]);
    expect(db.doc("leadMailQuota", "2026-11")).toEqual({
      sent: 12,
      heldLeads: ["erased", "leadZ"],
    });
  });

  it("erases nothing and leaves no audit for an address nothing is held about", async () => {
    const db = seeded();
    const before = db.dump();
    await expect(erasePerson(db.store, "nobody@example.org", order(NOW))).resolves.toBeUndefined();
    expect(db.dump()).toBe(before);
  });

  it("a second erasure of the same address finds nothing left", async () => {
    const db = seeded();
    await erasePerson(db.store, JO, order(NOW));
    await expect(erasePerson(db.store, JO, order(NOW))).resolves.toBeUndefined();
    expect(db.paths().filter((path) => path.startsWith("erasures/"))).toHaveLength(1);
  });

  it("refuses while a mail task is sending one of the leads, and changes nothing", async () => {
    const db = fakePersonStore({
      formData: {
        busy: {
          ...VALID_LEAD,
          emailKey: "maria.lopez@lonestarroasters.com",
          delivery: { state: "PROCESSING", leaseExpireTime: ts("2026-11-25T16:00:30Z") },
        },
      },
    });
    await expect(erasePerson(db.store, VALID_LEAD.emailAddress, order(NOW))).rejects.toBeInstanceOf(
      PersonBusy,
    );
    expect(db.paths()).toEqual(["formData/busy"]);
    // Once the lease has run out (the task died), the lead can go.
    const later = new Date("2026-11-25T16:01:00Z");
    await expect(
      erasePerson(db.store, VALID_LEAD.emailAddress, order(later)),
    ).resolves.toMatchObject({
      deleted: { formData: 1 },
    });
  });
});

describe("isBeingSent", () => {
  const lead = (data: Record<string, unknown>) => ({ collection: "leads", id: "L1", data });
  const sending = { state: "PROCESSING", leaseExpireTime: ts("2026-11-25T16:05:00Z") };
  const lapsed = { state: "PROCESSING", leaseExpireTime: ts("2026-11-25T15:55:00Z") };

  it("sees a send in progress in any mail map, a payment change's note included", () => {
    expect(isBeingSent(lead({ delivery: sending }), NOW)).toBe(true);
    expect(isBeingSent(lead({ paymentMails: { "paid-pi_1": { state: "SUCCESS" } } }), NOW)).toBe(
      false,
    );
    expect(
      isBeingSent(
        lead({ paymentMails: { "paid-pi_1": { state: "SUCCESS" }, "refund-re_1": sending } }),
        NOW,
      ),
    ).toBe(true);
  });

  it("lets a lapsed lease go", () => {
    expect(isBeingSent(lead({ paymentMails: { "refund-re_1": lapsed } }), NOW)).toBe(false);
  });
});
