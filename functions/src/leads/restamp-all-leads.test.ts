// The stamp command on stored leads: the ones without a stamp, or with an expiry another period
// gave, get the trigger's stamp; the rest are left alone.
import { describe, expect, it } from "vitest";
import { VALID_LEAD } from "../../../tests/fixtures/leads.ts";
import { fakeLeadStore } from "../testing/fakes.js";
import { leadReference } from "./derive-reference.js";
import { stampLeads } from "./restamp-all-leads.js";

const NOW = new Date("2026-11-25T16:00:00Z");
const RECEIVED = new Date("2025-03-10T09:30:00Z");

function store() {
  return fakeLeadStore({
    old: {
      fields: { ...VALID_LEAD, emailAddress: "Ana@Example.com", createdAt: RECEIVED },
      delivery: undefined,
    },
    current: {
      fields: { ...VALID_LEAD, createdAt: RECEIVED },
      delivery: undefined,
      stamp: {
        expireAt: new Date("2027-03-17T09:30:00Z"),
        emailKey: VALID_LEAD.emailAddress,
        reference: leadReference("current"),
      },
    },
    otherPeriod: {
      fields: { ...VALID_LEAD, createdAt: RECEIVED },
      delivery: undefined,
      stamp: {
        expireAt: new Date("2026-03-10T09:30:00Z"),
        emailKey: VALID_LEAD.emailAddress,
        reference: leadReference("otherPeriod"),
      },
    },
  });
}

describe("stampLeads", () => {
  it("stamps leads without a stamp, or with another period's expiry, and no other", async () => {
    const db = store();
    await expect(stampLeads(db.store, NOW)).resolves.toEqual({
      scanned: 3,
      stamped: 2,
      skipped: 0,
    });
    expect(db.stamp("old")).toEqual({
      expireAt: new Date("2027-03-17T09:30:00Z"),
      emailKey: "ana@example.com",
      reference: leadReference("old"),
    });
    expect(db.stamp("otherPeriod")?.expireAt).toEqual(new Date("2027-03-17T09:30:00Z"));
    await expect(stampLeads(db.store, NOW)).resolves.toEqual({
      scanned: 3,
      stamped: 0,
      skipped: 0,
    });
  });

  it("changes nothing on a dry run", async () => {
    const db = store();
    await expect(stampLeads(db.store, NOW, { dryRun: true })).resolves.toMatchObject({
      stamped: 2,
    });
    expect(db.stamp("old")).toBeUndefined();
  });
});
