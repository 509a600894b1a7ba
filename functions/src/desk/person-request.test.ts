// deskFindPerson and deskErasePerson's handlers with an in-memory store: who may call them
// (the same callers deskLeadAction refuses), the typed confirmation, and logs without the address.
import { describe, expect, it } from "vitest";
import { VALID_LEAD } from "../../../tests/fixtures/leads.ts";
import { fakePersonStore } from "../testing/fake-person-store.js";
import type { DeskActionCall } from "./desk-action.js";
import { SALES, WITHOUT_SALES_CLAIM } from "../testing/desk-callers.js";
import { runErasePerson, runFindPerson } from "./person-request.js";

const NOW = new Date("2026-11-25T16:00:00Z");
const MARIA = VALID_LEAD.emailAddress;

function setup(
  claims: Record<string, Record<string, unknown>> = { "alex-uid": { role: "sales" } },
) {
  const db = fakePersonStore({
    formData: { maria1: { ...VALID_LEAD, emailKey: MARIA } },
  });
  const logs: { event: string; fields: Record<string, unknown> }[] = [];
  const deps = {
    store: db.store,
    clock: { now: () => NOW },
    currentClaims: async (uid: string) => claims[uid],
    log: (event: string, fields: Record<string, unknown>) => logs.push({ event, fields }),
  };
  const as = (auth: DeskActionCall["auth"]) => ({
    find: (data: unknown) => runFindPerson({ auth, data }, deps),
    erase: (data: unknown) => runErasePerson({ auth, data }, deps),
  });
  return { db, logs, as, alex: as(SALES) };
}

describe("data requests: who may ask", () => {
  it.each(WITHOUT_SALES_CLAIM)(
    "refuses %s to find or erase, and erases nothing",
    async (_, auth) => {
      const { as, db, logs } = setup();
      await expect(as(auth).find({ email: MARIA })).rejects.toMatchObject({
        code: "permission-denied",
      });
      await expect(as(auth).erase({ email: MARIA, confirmation: MARIA })).rejects.toMatchObject({
        code: "permission-denied",
      });
      expect(db.paths()).toEqual(["formData/maria1"]);
      expect(logs.map((line) => line.event)).toEqual(["denied", "denied"]);
    },
  );

  it("refuses a token that still carries a claim Auth no longer holds (revoked)", async () => {
    const { alex, db } = setup({ "alex-uid": {} });
    await expect(alex.erase({ email: MARIA, confirmation: MARIA })).rejects.toMatchObject({
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
      { event: "found", fields: { uid: "alex-uid", leads: 1, records: 0, mentions: 0 } },
    ]);
    expect(JSON.stringify(logs)).not.toContain("maria");
  });

  it.each([
    ["no confirmation", { email: MARIA }, "invalid-argument"],
    [
      "another address",
      { email: MARIA, confirmation: "maria@lonestar.com" },
      "failed-precondition",
    ],
    ["an empty confirmation", { email: MARIA, confirmation: "" }, "failed-precondition"],
  ])("erases nothing with %s (%s)", async (_, data, code) => {
    const { alex, db } = setup();
    await expect(alex.erase(data)).rejects.toMatchObject({ code });
    expect(db.paths()).toEqual(["formData/maria1"]);
  });

  it("erases with the address typed again (any capitals) and says what it erased", async () => {
    const { alex, db, logs } = setup();
    const answer = await alex.erase({ email: MARIA, confirmation: ` ${MARIA.toUpperCase()} ` });
    expect(answer).toEqual({ erasureId: "audit1", deleted: { formData: 1 }, scrubbed: {} });
    expect(db.paths()).toEqual(["erasures/audit1"]);
    expect(logs.at(-1)).toEqual({
      event: "erased",
      fields: { uid: "alex-uid", erasureId: "audit1", deleted: { formData: 1 } },
    });
  });

  it("answers not-found for an address nothing is held about", async () => {
    await expect(
      setup().alex.erase({ email: "nobody@example.org", confirmation: "nobody@example.org" }),
    ).rejects.toMatchObject({ code: "not-found" });
  });
});
