// A person's data request through the Functions emulator, called as the desk calls it: a
// brief sent as a visitor sends it (trigger, mail, history, confirmation) and older records
// of the same address are all found, exported as JSON, and erased, leaving nothing with the
// address in any collection and one audit record (with the reason and the keyed hash of the
// address, so the desk can tell later that it was erased). Without the claim nothing is
// reachable, and a lead erased while its mail task waits is never mailed. A person who paid and
// has an open checkout: erasure expires the session, voids the open invoice and deletes the
// Customer at the Stripe stand-in, and the webhook's events about it write nothing back.
import { createHmac } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { addressKeyOf } from "../../functions/src/leads/lead-history";
import { firestoreLeadStore } from "../../functions/src/leads/lead-store";
import { runErasePerson, type PersonRequestDeps } from "../../functions/src/desk/person-request";
import { firestorePersonStore } from "../../functions/src/desk/person-store";
import { wallClock } from "../../functions/src/platform/clock";
import { stampLeads } from "../../functions/src/leads/restamp-all-leads";
import { cloudTasksQueue } from "../../functions/src/platform/task-queue";
import { taskIdFor } from "../../functions/src/shared/mail-kinds";
import {
  ERASURES_COLLECTION,
  LEADS_COLLECTION,
  PAYMENT_EVENTS_COLLECTION,
} from "../../functions/src/shared/collections";
import { SALES_CLAIMS } from "../../functions/src/shared/desk-access";
import type {
  ErasePersonResponse,
  FindPersonResponse,
} from "../../functions/src/shared/person-data";
import { ERASURES_PER_DAY } from "../../functions/src/shared/person-data";
import { leadTtlAt } from "../../functions/src/shared/retention";
import { VALID_LEAD } from "../fixtures/leads";
import { isSalesMail, testSetting, waitForEmptyQueue, waitForSettled } from "../support/chain";
import { adminAuth, deskClientsBed, type DeskClient } from "../support/desk-auth";
import { adminFirestore, waitFor } from "../support/emulators";
import {
  paymentChainBed,
  paymentOf,
  resultOf,
  startCheckout,
  waitForPayment,
} from "../support/payments";
import { seedLead, uniqueLeadId } from "../support/leads";

const { bed, stripe } = paymentChainBed();
const REASON = "Asked by e-mail to delete everything (request log, 26 Nov)";
const signInAs = deskClientsBed();
const signedIn = (label: string, claims: Record<string, unknown> | null) =>
  signInAs(`${uniqueLeadId(label)}@brandvista.studio`, claims);

const find = (client: DeskClient, email: string) =>
  client.call<FindPersonResponse>("deskFindPerson", { email });
/** Erases, and expects it done (not parked past the daily limit). */
async function erase(client: DeskClient, email: string, confirmation: string) {
  const answer = await client.call<ErasePersonResponse>("deskErasePerson", {
    email,
    confirmation,
    reason: REASON,
  });
  if (answer.status !== "erased") throw new Error(`the erasure was ${answer.status}`);
  return answer;
}
/** The audit's keyed hash of the address, under the emulators' demo key. */
const hmacOf = (address: string) =>
  createHmac("sha256", testSetting("ERASURE_HASH_SECRET"))
    .update(address.trim().toLowerCase())
    .digest("hex");

/** Every document of every top-level collection, as "collection/id" → its JSON (lower case). */
async function everything(): Promise<Map<string, string>> {
  const db = await adminFirestore();
  const all = new Map<string, string>();
  for (const collection of await db.listCollections())
    for (const doc of (await collection.get()).docs)
      all.set(`${collection.id}/${doc.id}`, JSON.stringify(doc.data()).toLowerCase());
  return all;
}

describe("a person's data request", () => {
  const address = `${uniqueLeadId("pat")}@Quarry-Tile.example`;
  const key = address.toLowerCase();
  let sent = "";
  let older = "";
  let alex: DeskClient;

  it("stamps a lead sent through the site with its expiry and its address normalised", async () => {
    sent = await bed.submit(
      { ...VALID_LEAD, companyName: "Quarry Tile Co", emailAddress: address },
      "person",
    );
    await waitForSettled([sent]);
    const lead = await (await adminFirestore()).doc(`${LEADS_COLLECTION}/${sent}`).get();
    const createdAt = (lead.get("createdAt") as Timestamp).toDate();
    expect((lead.get("expireAt") as Timestamp).toDate()).toEqual(leadTtlAt(createdAt));
    expect(lead.get("emailKey")).toBe(key);
  });

  it("finds every brief and every record about the address, for a salesperson only", async () => {
    // A brief from before the stamp existed, typed in capitals, with a payment event; then
    // `npm run leads -- stamp`, as the deploy steps say (docs/privacy-requests.md).
    older = uniqueLeadId("personold");
    await seedLead(older, {
      minutesAgo: 60 * 24 * 40,
      fields: { companyName: "Quarry Tile Co", emailAddress: address.toUpperCase() },
      delivery: { state: "SUCCESS", attempts: 1, round: 0, reason: "created" },
    });
    const db = await adminFirestore();
    await db
      .doc(`${PAYMENT_EVENTS_COLLECTION}/evt_${older}`)
      .set({ leadId: older, type: "checkout.session.completed", receivedAt: Timestamp.now() });

    expect((await stampLeads(firestoreLeadStore(db), new Date())).stamped).toBeGreaterThan(0);

    alex = await signedIn("alexfind", SALES_CLAIMS);
    const found = await find(alex, `  ${key} `);
    expect(found.email).toBe(key);
    expect(found.leads.map((lead) => lead.id).sort()).toEqual([sent, older].sort());
    const paths = found.records.map((doc) => `${doc.collection}/${doc.id}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        `leadAddresses/${addressKeyOf(key)}`,
        `${PAYMENT_EVENTS_COLLECTION}/evt_${older}`,
      ]),
    );
    expect(paths.some((path) => path.startsWith("leadFingerprints/"))).toBe(true);
    const mailed = found.leads.find((lead) => lead.id === sent);
    expect(mailed?.data).toMatchObject({ emailAddress: address, delivery: { state: "SUCCESS" } });
    expect(typeof mailed?.data.createdAt).toBe("string"); // JSON: an ISO time
    expect(
      found.mentions.some((m) => m.collection === "leadMailBudget" && m.leadIds.includes(sent)),
    ).toBe(true);
  });

  it.each([
    ["not signed in", null, false],
    ["signed in without the claim", null, true],
    ["a claim spelled differently (Sales)", { role: "Sales" }, true],
  ] as const)("refuses a caller %s, and erases nothing", async (label, claims, signIn) => {
    const client = signIn
      ? await signedIn(label.replace(/\W/g, ""), claims)
      : await signInAs(undefined, null);
    await expect(find(client, address)).rejects.toMatchObject({
      code: "functions/permission-denied",
    });
    await expect(erase(client, address, address)).rejects.toMatchObject({
      code: "functions/permission-denied",
    });
    expect((await (await adminFirestore()).doc(`${LEADS_COLLECTION}/${sent}`).get()).exists).toBe(
      true,
    );
  });

  it("erases nothing when the typed confirmation is another address", async () => {
    await expect(erase(alex, address, `x${address}`)).rejects.toMatchObject({
      code: "functions/failed-precondition",
    });
    expect((await (await adminFirestore()).doc(`${LEADS_COLLECTION}/${older}`).get()).exists).toBe(
      true,
    );
  });

  it("erases it all: nothing with the address in any collection, and one audit record", async () => {
    const before = await everything();
    const erasuresBefore = [...before.keys()].filter((path) =>
      path.startsWith(`${ERASURES_COLLECTION}/`),
    );
    const answer = await erase(alex, address, address.toUpperCase());
    expect(answer.deleted).toMatchObject({ formData: 2, leadAddresses: 1, paymentEvents: 1 });

    const after = await everything();
    const traces = [key, addressKeyOf(key), sent.toLowerCase(), older.toLowerCase()];
    const left = [...after].filter(([, json]) => traces.some((trace) => json.includes(trace)));
    expect(left.map(([path]) => path)).toEqual([]);
    expect(
      [...after.keys()].filter((path) =>
        traces.some((trace) => path.toLowerCase().includes(trace)),
      ),
    ).toEqual([]);

    const audits = [...after.keys()].filter(
      (path) => path.startsWith(`${ERASURES_COLLECTION}/`) && !erasuresBefore.includes(path),
    );
    expect(audits).toEqual([`${ERASURES_COLLECTION}/${answer.erasureId}`]);
    const audit = (await (await adminFirestore()).doc(audits[0] ?? "").get()).data();
    expect(audit).toMatchObject({
      byUid: alex.user?.uid,
      byEmail: alex.user?.email,
      reason: REASON,
      addressHash: hmacOf(address),
      deleted: answer.deleted,
      scrubbed: answer.scrubbed,
      stripe: { sessionsExpired: 0, invoicesVoided: 0, customersDeleted: 0 },
    });
    expect(Object.keys(audit ?? {}).sort()).toEqual([
      "addressHash",
      "at",
      "byEmail",
      "byUid",
      "deleted",
      "reason",
      "scrubbed",
      "stripe",
    ]);

    const again = await find(alex, address);
    expect(again).toMatchObject({ email: key, leads: [], records: [], mentions: [], parked: null });
    expect(again.erasedBefore).toEqual([
      expect.objectContaining({ byEmail: alex.user?.email, reason: REASON }),
    ]);
  });
});

describe("a lead erased while its mail waits in the queue", () => {
  it("is never mailed, and its task writes nothing back", async () => {
    await waitForEmptyQueue();
    const address = `${uniqueLeadId("queued")}@harbor-bikes.example`;
    const leadId = uniqueLeadId("erasedqueued");
    // Waiting for its next try (EmailJS was down). (A RETRY, not a round-0 QUEUED, so the
    // creation trigger adds no task of its own.)
    await seedLead(leadId, {
      fields: { companyName: "Harbor Bikes", emailAddress: address },
      delivery: {
        state: "RETRY",
        attempts: 1,
        round: 1,
        reason: "created",
        nextAttemptAt: new Date(Date.now() + 3_000),
        error: { status: 503, text: "Service Unavailable" },
      },
    });
    const sam = await signedIn("samqueue", SALES_CLAIMS);
    await expect(erase(sam, address, address)).resolves.toMatchObject({ deleted: { formData: 1 } });
    // Its next try comes due now. Cloud Tasks runs a task at its schedule time; the emulator
    // runs it as soon as it is added (it ignores schedule times), so the task is added here,
    // after the erasure, as it would run in production.
    await cloudTasksQueue().enqueue({ leadId, round: 1 }, taskIdFor(leadId, 1));

    // The task left the queue: it found no lead and returned.
    await waitForEmptyQueue(60_000);
    // A dispatched task may still be running: give it the time of one Firestore round trip.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const mails = bed
      .standIn()
      .requests.filter(isSalesMail)
      .filter((request) => request.body.template_params?.leadId === leadId);
    expect(mails).toEqual([]);
    const db = await adminFirestore();
    expect((await db.doc(`${LEADS_COLLECTION}/${leadId}`).get()).exists).toBe(false);
    expect((await db.doc(`leadAddresses/${addressKeyOf(address)}`).get()).exists).toBe(false);
  });
});

describe("erasing a person who paid and has an open checkout", () => {
  it("closes it all at Stripe first, and nothing with the address or the leads is left", async () => {
    const address = `${uniqueLeadId("robin")}@Maple-Forge.example`;
    const key = address.toLowerCase();
    const brief = { ...VALID_LEAD, emailAddress: address, plan: "branding-identity" };
    // One brief paid through Checkout, a second with its checkout opened and left open.
    const paid = await bed.submit(
      { ...brief, companyName: "Maple Forge", keyword: "forge" },
      "robin",
    );
    const open = await bed.submit(
      { ...brief, companyName: "Maple Forge Studio", keyword: "studio" },
      "robin",
    );
    await waitForSettled([paid, open]);
    resultOf(await startCheckout(paid));
    const paidSession = String(stripe().sessionOf(paid)?.id);
    await stripe().pay(paidSession);
    await waitForPayment(paid, "PAID");
    // The note to sales about the payment has gone out (a mail in flight would make the erasure
    // wait): one per change of money, in `paymentMails`.
    await waitFor(
      async () => {
        const notes = Object.values((await paymentOf(paid)).paymentMails);
        return notes.length > 0 && notes.every((note) => note.state === "SUCCESS")
          ? true
          : undefined;
      },
      { what: "the payment note", timeoutMs: 30_000 },
    );
    resultOf(await startCheckout(open));
    const openSession = String(stripe().sessionOf(open)?.id);
    expect(stripe().sessions.get(openSession)?.status).toBe("open");
    // Sales invoiced the rest through Stripe by hand: a Customer with the address, an open invoice.
    const customer = stripe().createCustomer({ email: key, name: "Maple Forge" });
    const invoice = stripe().createOpenInvoice(String(customer.id), 150_000);

    const sam = await signedIn("samstripe", SALES_CLAIMS);
    // Stripe's events about what the erasure closes arrive once the leads are gone (held back
    // here so the order is certain; the erasure's own sweep covers the other order).
    stripe().sendWebhooks(false);
    let answer;
    try {
      answer = await erase(sam, address, address);
    } finally {
      stripe().sendWebhooks(true);
    }
    expect(answer.deleted).toMatchObject({ formData: 2 });
    expect(answer.stripe).toEqual({ sessionsExpired: 1, invoicesVoided: 1, customersDeleted: 1 });

    // The stand-in: the open session expired (the paid one stays as it was), the invoice void,
    // the Customer deleted.
    expect(stripe().sessions.get(openSession)?.status).toBe("expired");
    expect(stripe().sessions.get(paidSession)?.status).toBe("complete");
    expect(stripe().invoices.get(String(invoice.id))?.status).toBe("void");
    expect(stripe().customers.get(String(customer.id))).toMatchObject({ deleted: true });

    // The session's expiry event reaches the webhook after the erasure: answered 2xx, and
    // recorded by its id only; sent again, it is a duplicate, still 2xx.
    const expired = stripe()
      .heldEvents()
      .find(
        (event) =>
          event.type === "checkout.session.expired" && event.data.object.id === openSession,
      );
    if (!expired) throw new Error("the stand-in sent no checkout.session.expired");
    for (const delivery of await stripe().releaseHeld([String(expired.id), String(expired.id)]))
      expect(delivery?.status).toBe(200);
    const record = await (
      await adminFirestore()
    )
      .doc(`${PAYMENT_EVENTS_COLLECTION}/${String(expired.id)}`)
      .get();
    expect(record.data()).toEqual({
      type: "checkout.session.expired",
      handledAt: expect.any(Timestamp),
      outcome: "unknown-lead",
    });
    await stripe().releaseHeld();

    const after = await everything();
    const traces = [key, addressKeyOf(key), paid.toLowerCase(), open.toLowerCase()];
    const left = [...after].filter(
      ([path, json]) =>
        traces.some((trace) => json.includes(trace)) ||
        traces.some((trace) => path.toLowerCase().includes(trace)),
    );
    expect(left.map(([path]) => path)).toEqual([]);

    const audit = (
      await (await adminFirestore()).doc(`${ERASURES_COLLECTION}/${answer.erasureId}`).get()
    ).data();
    expect(audit).toMatchObject({
      reason: REASON,
      addressHash: hmacOf(key),
      byEmail: sam.user?.email,
      stripe: answer.stripe,
    });
    expect(JSON.stringify(audit).toLowerCase()).not.toContain(key);
  });
});

describe("a burst of erasures from one account", () => {
  it(`erases at most ${ERASURES_PER_DAY} a day and parks the rest; a second account confirms one`, async () => {
    const burst = 30;
    const people = Array.from({ length: burst }, (_, i) =>
      `${uniqueLeadId(`burst${i}`)}@burst-bakery.example`.toLowerCase(),
    );
    // Leads whose mail went out long ago (no task holds them).
    await Promise.all(
      people.map((email, i) =>
        seedLead(uniqueLeadId(`burstlead${i}`), {
          minutesAgo: 60 * 24,
          fields: { companyName: "Burst Bakery", emailAddress: email },
          delivery: { state: "SUCCESS", attempts: 1, round: 0, reason: "created" },
        }),
      ),
    );
    const stolen = await signedIn("burstsam", SALES_CLAIMS);
    const token = JSON.parse(
      Buffer.from(String((await stolen.user?.getIdToken())?.split(".")[1]), "base64url").toString(),
    ) as Record<string, unknown>;
    const db = await adminFirestore();
    const auth = await adminAuth();
    // All at once, as a script with the stolen token would send them. The handler runs here,
    // against the same Firestore emulator, rather than through the Functions emulator: that
    // starts one worker process per call in flight, and 30 of them on a 2-core machine outlast
    // the function's time-out. The race this test is about is in Firestore's transaction.
    const deps: PersonRequestDeps = {
      store: firestorePersonStore(db),
      clock: wallClock,
      stripe: undefined,
      hashSecret: testSetting("ERASURE_HASH_SECRET"),
      currentClaims: async (uid) => (await auth.getUser(uid)).customClaims,
      log: () => undefined,
    };
    const caller = { uid: String(stolen.user?.uid), token };
    const answers = await Promise.all(
      people.map((email) =>
        runErasePerson(
          { auth: caller, data: { email, confirmation: email, reason: REASON } },
          deps,
        ),
      ),
    );
    const erased = people.filter((_, i) => answers[i]?.status === "erased");
    const parked = people.filter((_, i) => answers[i]?.status === "parked");
    expect(erased).toHaveLength(ERASURES_PER_DAY);
    expect(parked).toHaveLength(burst - ERASURES_PER_DAY);

    const audits = await db
      .collection(ERASURES_COLLECTION)
      .where("byUid", "==", stolen.user?.uid)
      .get();
    expect(audits.size).toBe(ERASURES_PER_DAY);
    const leadsLeft = async (email: string) =>
      (await db.collection(LEADS_COLLECTION).where("emailAddress", "==", email).get()).size;
    for (const email of erased) expect(await leadsLeft(email)).toBe(0);
    for (const email of parked) expect(await leadsLeft(email)).toBe(1);

    // A second salesperson confirms one parked erasure from the desk, and it goes.
    const jamie = await signedIn("burstjamie", SALES_CLAIMS);
    const [confirmed] = parked;
    if (!confirmed) throw new Error("nothing was parked");
    const answer = await jamie.call<ErasePersonResponse>("deskErasePerson", {
      email: confirmed,
      confirmation: confirmed,
      confirmParked: true,
    });
    expect(answer).toMatchObject({
      status: "erased",
      deleted: { formData: 1, erasureRequests: 1 },
    });
    expect(await leadsLeft(confirmed)).toBe(0);
    const audit = (
      await db
        .doc(`${ERASURES_COLLECTION}/${answer.status === "erased" ? answer.erasureId : ""}`)
        .get()
    ).data();
    expect(audit).toMatchObject({ byUid: stolen.user?.uid, confirmedByUid: jamie.user?.uid });
  }, 120_000);
});
