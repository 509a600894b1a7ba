// The retention job over an in-memory store: a lead at its retention date goes through the
// erasure step scoped to it (Stripe first: its session, its invoice, its Customer), the
// person's newer lead and what is keyed by their address stay, one audit record without the
// address, the hash or the lead id is left; a lead Stripe cannot close is kept for the next run.
import { describe, expect, it } from "vitest";
import { VALID_LEAD } from "../../../tests/fixtures/leads.ts";
import { addressKeyOf } from "../leads/lead-history.js";
import { fakePersonStore } from "../testing/fake-person-store.js";
import { fakeGateway } from "../testing/payment-fixtures.js";
import { leadTtlAt, retentionCutoff } from "../shared/retention.js";
import type { StripeGateway } from "../payments/stripe-gateway.js";
import { eraseExpiredLeads, RETENTION_REASON, type RetentionDeps } from "./retention-erasure.js";

const NOW = new Date("2026-11-28T03:30:00Z");
const JO = "jo.lee@example.com";
/** Received 24 months and a day ago: its retention date was yesterday. */
const OLD = new Date("2024-11-27T10:00:00Z");
/** Received last month: kept. */
const NEW = new Date("2026-10-27T10:00:00Z");

function seeded() {
  return fakePersonStore({
    formData: {
      oldLead: {
        ...VALID_LEAD,
        emailAddress: JO,
        emailKey: JO,
        createdAt: OLD,
        expireAt: leadTtlAt(OLD),
        payment: {
          state: "PAID",
          sessionId: "cs_old",
          customerId: "cus_old",
          balance: { invoiceId: "in_old", state: "OPEN" },
          history: { "paid-pi_old": { kind: "paid", sessionId: "cs_old" } },
        },
      },
      newLead: {
        ...VALID_LEAD,
        emailAddress: JO,
        emailKey: JO,
        createdAt: NEW,
        expireAt: leadTtlAt(NEW),
        payment: { state: "PAID", sessionId: "cs_new", customerId: "cus_new" },
      },
    },
    paymentEvents: {
      evt_old: { leadId: "oldLead", type: "invoice.paid" },
      evt_new: { leadId: "newLead", type: "checkout.session.completed" },
    },
    leadAddresses: { [addressKeyOf(JO)]: { leadId: "newLead", previousLeadId: "oldLead" } },
    leadMailQuota: { "2024-11": { sent: 3, heldLeads: ["oldLead"] } },
  });
}

/** A Stripe that records what it was asked to close. */
function recordingStripe(fail = false) {
  const asked: string[] = [];
  const gateway: StripeGateway = fakeGateway({
    async closeSession(id) {
      if (fail) throw new Error("Stripe is down");
      asked.push(`expire ${id}`);
      return { expired: id === "cs_old", customerId: null };
    },
    async customersByEmail(email) {
      asked.push(`customers of ${email}`);
      return ["cus_old", "cus_new"];
    },
    async openInvoicesOf(id) {
      asked.push(`invoices of ${id}`);
      return [];
    },
    async voidOpenInvoice(id) {
      asked.push(`void ${id}`);
      return true;
    },
    async deleteCustomer(id) {
      asked.push(`delete ${id}`);
      return true;
    },
  });
  return { gateway, asked };
}

function deps(db: ReturnType<typeof seeded>, stripe: StripeGateway): RetentionDeps {
  const logged: string[] = [];
  return {
    store: db.store,
    clock: { now: () => NOW },
    stripe,
    async dueLeads(cutoff, limit) {
      const leads = await db.store.list("formData");
      return leads
        .filter((lead) => (lead.data.expireAt as Date) <= cutoff)
        .slice(0, limit)
        .map((lead) => ({ leadId: lead.id, email: String(lead.data.emailKey ?? "") }));
    },
    log: (event) => logged.push(event),
  };
}

describe("eraseExpiredLeads", () => {
  it("finds a lead by its TTL a week after its retention date", () => {
    expect(leadTtlAt(OLD) <= retentionCutoff(NOW)).toBe(true);
    expect(leadTtlAt(NEW) <= retentionCutoff(NOW)).toBe(false);
    // The day before its retention date it is not due yet.
    const dayBefore = new Date("2026-11-26T03:30:00Z");
    expect(leadTtlAt(OLD) <= retentionCutoff(dayBefore)).toBe(false);
  });

  it("closes the old lead at Stripe first, then erases it and what names it; the newer lead stays", async () => {
    const db = seeded();
    const stripe = recordingStripe();
    await expect(eraseExpiredLeads(deps(db, stripe.gateway))).resolves.toEqual({
      erased: 1,
      failed: 0,
    });
    // Only the old lead's own objects: not the address's other Customers.
    expect(stripe.asked).toEqual([
      "expire cs_old",
      "invoices of cus_old",
      "void in_old",
      "delete cus_old",
    ]);
    expect(db.paths().sort()).toEqual(
      [
        "formData/newLead",
        "paymentEvents/evt_new",
        `leadAddresses/${addressKeyOf(JO)}`,
        "leadMailQuota/2024-11",
        "erasures/audit1",
      ].sort(),
    );
    expect(db.doc("leadMailQuota", "2024-11")).toMatchObject({ heldLeads: ["erased"] });
    const audit = db.doc("erasures", "audit1");
    expect(audit).toMatchObject({
      at: NOW,
      byUid: "retention",
      byEmail: null,
      reason: RETENTION_REASON,
      kind: "retention",
      deleted: { formData: 1, paymentEvents: 1 },
      stripe: { sessionsExpired: 1, invoicesVoided: 1, customersDeleted: 1 },
    });
    expect(audit).not.toHaveProperty("addressHash");
    expect(JSON.stringify(audit)).not.toContain("oldLead");
    expect(JSON.stringify(audit)).not.toContain(JO);
    // A second run finds nothing due.
    await expect(eraseExpiredLeads(deps(db, stripe.gateway))).resolves.toEqual({
      erased: 0,
      failed: 0,
    });
  });

  it("erases what is keyed by the address with the person's last lead", async () => {
    const db = seeded();
    await db.store.remove([{ collection: "formData", id: "newLead" }]);
    await eraseExpiredLeads(deps(db, recordingStripe().gateway));
    expect(db.paths()).not.toContain(`leadAddresses/${addressKeyOf(JO)}`);
    expect(db.paths()).not.toContain("formData/oldLead");
  });

  it("keeps a lead Stripe cannot close for the next run, deleting nothing", async () => {
    const db = seeded();
    const before = db.paths().sort();
    await expect(eraseExpiredLeads(deps(db, recordingStripe(true).gateway))).resolves.toEqual({
      erased: 0,
      failed: 1,
    });
    expect(db.paths().sort()).toEqual(before);
  });
});
