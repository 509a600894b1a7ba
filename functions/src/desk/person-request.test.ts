// deskFindPerson and deskErasePerson's handlers with an in-memory store: who may call them
// (the same callers deskLeadAction refuses), the typed confirmation and the required reason,
// the audit's keyed hash and "was this address erased?", the daily limit and the second
// salesperson's confirmation, Stripe failing, and logs without the address.
import { describe, expect, it } from "vitest";
import { VALID_LEAD } from "../../../tests/fixtures/leads.ts";
import { fakePersonStore } from "../testing/fake-person-store.js";
import type { DeskActionCall } from "./desk-action.js";
import { googleToken, SALES, WITHOUT_SALES_CLAIM } from "../testing/desk-callers.js";
import { runErasePerson, runFindPerson } from "./person-request.js";
import { erasureAddressHash } from "./erasure-hash.js";
import type { StripeGateway } from "../payments/stripe-gateway.js";
import { ERASURES_PER_DAY } from "../shared/person-data.js";

const NOW = new Date("2026-11-25T16:00:00Z");
const MARIA = VALID_LEAD.emailAddress;
const SECRET = "unit-test-erasure-key";
const REASON = "Asked to be forgotten by phone, 24 Nov (ticket 118)";
const JAMIE = {
  uid: "jamie-uid",
  token: { ...googleToken("jamie.ortiz@brandvista.studio"), role: "sales" },
};

/** A Stripe that cannot be reached: every call erasure makes fails as a refused connection. */
function unreachableStripe(): StripeGateway {
  const down = async () => {
    throw new Error("connect ECONNREFUSED");
  };
  return {
    closeSession: down,
    customersByEmail: down,
    openInvoicesOf: down,
    voidOpenInvoice: down,
    deleteCustomer: down,
  } as unknown as StripeGateway;
}

function setup(
  claims: Record<string, Record<string, unknown>> = {
    "alex-uid": { role: "sales" },
    "jamie-uid": { role: "sales" },
  },
  options: { stripe?: StripeGateway; hashSecret?: string; seed?: Record<string, unknown> } = {},
) {
  const db = fakePersonStore({
    formData: { maria1: { ...VALID_LEAD, emailKey: MARIA, ...options.seed } },
  });
  const logs: { event: string; fields: Record<string, unknown> }[] = [];
  const deps = {
    store: db.store,
    clock: { now: () => NOW },
    stripe: options.stripe,
    hashSecret: options.hashSecret ?? SECRET,
    currentClaims: async (uid: string) => claims[uid],
    log: (event: string, fields: Record<string, unknown>) => logs.push({ event, fields }),
  };
  const as = (auth: DeskActionCall["auth"]) => ({
    find: (data: unknown) => runFindPerson({ auth, data }, deps),
    erase: (data: unknown) => runErasePerson({ auth, data }, deps),
  });
  return { db, logs, as, alex: as(SALES), jamie: as(JAMIE) };
}

/** `count` erasure slots reserved by `uid` `hoursAgo` hours before NOW (in the fake store). */
async function seedErasures(
  db: ReturnType<typeof fakePersonStore>,
  uid: string,
  count: number,
  hoursAgo = 1,
) {
  const at = new Date(NOW.getTime() - hoursAgo * 3600_000);
  const window = { now: at, since: new Date(at.getTime() - 24 * 3600_000), limit: 1_000 };
  for (let i = 0; i < count; i += 1) await db.store.reserveErasure(uid, window);
}

describe("data requests: who may ask", () => {
  it.each(WITHOUT_SALES_CLAIM)(
    "refuses %s to find or erase, and erases nothing",
    async (_, auth) => {
      const { as, db, logs } = setup();
      await expect(as(auth).find({ email: MARIA })).rejects.toMatchObject({
        code: "permission-denied",
      });
      await expect(
        as(auth).erase({ email: MARIA, confirmation: MARIA, reason: REASON }),
      ).rejects.toMatchObject({
        code: "permission-denied",
      });
      expect(db.paths()).toEqual(["formData/maria1"]);
      expect(logs.map((line) => line.event)).toEqual(["denied", "denied"]);
    },
  );

  it("refuses a token that still carries a claim Auth no longer holds (revoked)", async () => {
    const { alex, db } = setup({ "alex-uid": {} });
    await expect(
      alex.erase({ email: MARIA, confirmation: MARIA, reason: REASON }),
    ).rejects.toMatchObject({
      code: "permission-denied",
    });
    expect(db.paths()).toEqual(["formData/maria1"]);
  });

  it("checks the claim before it looks at the request", async () => {
    const { as } = setup();
    await expect(as(undefined).erase({ nonsense: true })).rejects.toMatchObject({
      code: "permission-denied",
    });
  });
});

describe("data requests: the request", () => {
  it.each([
    ["no data", undefined],
    ["no address", {}],
    ["not an address", { email: "maria" }],
    ["an extra field", { email: MARIA, all: true }],
  ])("refuses to find with %s (invalid-argument)", async (_, data) => {
    await expect(setup().alex.find(data)).rejects.toMatchObject({ code: "invalid-argument" });
  });

  it("finds the person's leads for a salesperson and logs counts, not the address", async () => {
    const { alex, logs } = setup();
    const found = await alex.find({ email: `  ${MARIA.toUpperCase()}` });
    expect(found.leads.map((lead) => lead.id)).toEqual(["maria1"]);
    expect(logs).toEqual([
      {
        event: "found",
        fields: { uid: "alex-uid", leads: 1, records: 0, mentions: 0, erasedBefore: 0 },
      },
    ]);
    expect(JSON.stringify(logs)).not.toContain("maria");
  });

  it.each([
    ["no confirmation", { email: MARIA, reason: REASON }, "invalid-argument"],
    ["no reason", { email: MARIA, confirmation: MARIA }, "invalid-argument"],
    ["a blank reason", { email: MARIA, confirmation: MARIA, reason: "   " }, "invalid-argument"],
    [
      "a reason of 501 characters",
      { email: MARIA, confirmation: MARIA, reason: "x".repeat(501) },
      "invalid-argument",
    ],
    [
      "another address",
      { email: MARIA, confirmation: "maria@lonestar.com", reason: REASON },
      "failed-precondition",
    ],
    [
      "an empty confirmation",
      { email: MARIA, confirmation: "", reason: REASON },
      "failed-precondition",
    ],
  ])("erases nothing with %s (%s)", async (_, data, code) => {
    const { alex, db } = setup();
    await expect(alex.erase(data)).rejects.toMatchObject({ code });
    expect(db.paths()).toEqual(["formData/maria1"]);
  });

  it("erases with the address typed again (any capitals) and says what it erased", async () => {
    const { alex, db, logs } = setup();
    const answer = await alex.erase({
      email: MARIA,
      confirmation: ` ${MARIA.toUpperCase()} `,
      reason: `  ${REASON} `,
    });
    const nothingAtStripe = { sessionsExpired: 0, invoicesVoided: 0, customersDeleted: 0 };
    expect(answer).toEqual({
      status: "erased",
      erasureId: "audit1",
      deleted: { formData: 1 },
      scrubbed: {},
      stripe: nothingAtStripe,
    });
    expect(db.paths().sort()).toEqual(["erasureSlots/alex-uid", "erasures/audit1"]);
    // The erasure kept the slot it reserved: one of Alex's day.
    expect(db.doc("erasureSlots", "alex-uid")).toEqual({ slots: [{ id: "slot1", at: NOW }] });
    expect(db.doc("erasures", "audit1")).toEqual({
      at: NOW,
      byUid: "alex-uid",
      byEmail: SALES.token.email,
      reason: REASON,
      addressHash: erasureAddressHash(SECRET, MARIA),
      deleted: { formData: 1 },
      scrubbed: {},
      stripe: nothingAtStripe,
    });
    expect(db.dump().toLowerCase()).not.toContain(MARIA.toLowerCase());
    expect(logs.at(-1)).toEqual({
      event: "erased",
      fields: {
        uid: "alex-uid",
        erasureId: "audit1",
        deleted: { formData: 1 },
        stripe: nothingAtStripe,
      },
    });
  });

  it("answers later that the address was erased, when, by whom and why", async () => {
    const { alex } = setup();
    await alex.erase({ email: MARIA, confirmation: MARIA, reason: REASON });
    const found = await alex.find({ email: MARIA.toUpperCase() });
    expect(found).toMatchObject({ leads: [], records: [], mentions: [], parked: null });
    expect(found.erasedBefore).toEqual([
      { at: NOW.toISOString(), byEmail: SALES.token.email, reason: REASON },
    ]);
    expect((await alex.find({ email: "someone.else@example.org" })).erasedBefore).toEqual([]);
  });

  it("refuses to erase without the hash's key (nothing erased)", async () => {
    const { alex, db } = setup(undefined, { hashSecret: " " });
    await expect(
      alex.erase({ email: MARIA, confirmation: MARIA, reason: REASON }),
    ).rejects.toMatchObject({ code: "failed-precondition", message: /ERASURE_HASH_SECRET/ });
    expect(db.paths()).toEqual(["formData/maria1"]);
  });

  it("erases nothing when Stripe cannot be reached for a person who paid, and says why", async () => {
    const { alex, db, logs } = setup(undefined, {
      stripe: unreachableStripe(),
      seed: { payment: { state: "OPEN", sessionId: "cs_test_open", history: {} } },
    });
    await expect(
      alex.erase({ email: MARIA, confirmation: MARIA, reason: REASON }),
    ).rejects.toMatchObject({ code: "unavailable", message: /Stripe could not be reached/ });
    expect(db.paths()).toEqual(["formData/maria1"]);
    expect(logs.at(-1)?.event).toBe("stripeFailed");
  });

  it("answers not-found for an address nothing is held about", async () => {
    await expect(
      setup().alex.erase({
        email: "nobody@example.org",
        confirmation: "nobody@example.org",
        reason: REASON,
      }),
    ).rejects.toMatchObject({ code: "not-found" });
  });
});

describe("data requests: the daily limit and a second salesperson", () => {
  const erase = { email: MARIA, confirmation: MARIA, reason: REASON };

  it(`erases the ${ERASURES_PER_DAY}th of a day at once; an older day's erasures do not count`, async () => {
    const { alex, db } = setup();
    await seedErasures(db, "alex-uid", ERASURES_PER_DAY - 1);
    await seedErasures(db, "alex-uid", 5, 25);
    await expect(alex.erase(erase)).resolves.toMatchObject({ status: "erased" });
  });

  it(`parks the ${ERASURES_PER_DAY + 1}st for another salesperson, who confirms it`, async () => {
    const { alex, jamie, db, logs } = setup();
    await seedErasures(db, "alex-uid", ERASURES_PER_DAY);
    // Another account's erasures do not count against Alex's.
    await seedErasures(db, "jamie-uid", ERASURES_PER_DAY);

    await expect(alex.erase(erase)).resolves.toEqual({ status: "parked" });
    expect(db.paths()).toContain("formData/maria1");
    expect(logs.at(-1)).toEqual({
      event: "parked",
      fields: { uid: "alex-uid", erasuresToday: ERASURES_PER_DAY },
    });
    // The desk shows it parked when the address is looked up.
    expect((await jamie.find({ email: MARIA })).parked).toEqual({
      requestedAt: NOW.toISOString(),
      requestedByEmail: SALES.token.email,
      reason: REASON,
    });

    // Alex cannot confirm their own; Jamie can, without a reason of their own.
    const confirm = { email: MARIA, confirmation: MARIA, confirmParked: true };
    await expect(alex.erase(confirm)).rejects.toMatchObject({ code: "permission-denied" });
    const answer = await jamie.erase(confirm);
    expect(answer).toMatchObject({
      status: "erased",
      deleted: { formData: 1, erasureRequests: 1 },
    });
    const audit = db.doc("erasures", answer.status === "erased" ? answer.erasureId : "");
    expect(audit).toMatchObject({
      byUid: "alex-uid",
      byEmail: SALES.token.email,
      confirmedByUid: "jamie-uid",
      confirmedByEmail: JAMIE.token.email,
      reason: REASON,
      addressHash: erasureAddressHash(SECRET, MARIA),
    });
    // Nothing with the address is left: the parked request went with the erasure.
    expect(db.dump().toLowerCase()).not.toContain(MARIA.toLowerCase());
    expect((await jamie.find({ email: MARIA })).parked).toBeNull();
  });

  it("gives a failed erasure's slot back: the next one still goes ahead", async () => {
    const { alex, db } = setup(undefined, {
      stripe: unreachableStripe(),
      seed: { payment: { state: "OPEN", sessionId: "cs_test_open", history: {} } },
    });
    await seedErasures(db, "alex-uid", ERASURES_PER_DAY - 1);
    const slots = () => (db.doc("erasureSlots", "alex-uid")?.slots as unknown[]).length;
    await expect(alex.erase(erase)).rejects.toMatchObject({ code: "unavailable" });
    expect(slots()).toBe(ERASURES_PER_DAY - 1);
    // Nothing held about the address: not-found, and the slot goes back too.
    const nobody = "nobody@example.org";
    await expect(
      alex.erase({ email: nobody, confirmation: nobody, reason: REASON }),
    ).rejects.toMatchObject({ code: "not-found" });
    expect(slots()).toBe(ERASURES_PER_DAY - 1);
  });

  it(`erases at most ${ERASURES_PER_DAY} of a burst sent at once, and parks the rest`, async () => {
    const people = Array.from({ length: 30 }, (_, i) => `person${i}@example.org`);
    const db = fakePersonStore({
      formData: Object.fromEntries(
        people.map((email, i) => [
          `lead${i}`,
          { ...VALID_LEAD, emailAddress: email, emailKey: email },
        ]),
      ),
    });
    const deps = {
      store: db.store,
      clock: { now: () => NOW },
      stripe: undefined,
      hashSecret: SECRET,
      currentClaims: async () => ({ role: "sales" }),
      log: () => undefined,
    };
    const answers = await Promise.all(
      people.map((email) =>
        runErasePerson({ auth: SALES, data: { email, confirmation: email, reason: REASON } }, deps),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === "erased")).toHaveLength(ERASURES_PER_DAY);
    expect(statuses.filter((status) => status === "parked")).toHaveLength(30 - ERASURES_PER_DAY);
  });

  it("refuses to confirm when nothing is parked for the address", async () => {
    const { jamie, db } = setup();
    await expect(
      jamie.erase({ email: MARIA, confirmation: MARIA, confirmParked: true }),
    ).rejects.toMatchObject({ code: "not-found" });
    expect(db.paths()).toEqual(["formData/maria1"]);
  });

  it("parks nothing for an address nothing is held about", async () => {
    const { alex, db } = setup();
    await seedErasures(db, "alex-uid", ERASURES_PER_DAY);
    const nobody = "nobody@example.org";
    await expect(
      alex.erase({ email: nobody, confirmation: nobody, reason: REASON }),
    ).rejects.toMatchObject({ code: "not-found" });
    expect(db.paths().filter((path) => path.startsWith("erasureRequests/"))).toEqual([]);
  });
});
