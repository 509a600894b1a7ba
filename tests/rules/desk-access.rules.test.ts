// firestore.rules for every kind of caller against every operation: only a token with the claim
// role == "sales", from a Google sign-in with a verified address, reads leads (get, list) and
// payment events (the claim on a password account, an unverified one or a custom token reads
// nothing), anyone creates a well-formed lead,
// nobody updates or deletes one, nobody writes a payment or a payment event, and every other
// collection (leadReplays and erasures included) is closed to everyone.
//
// Not tested here: that a sales token issued for another project, or an expired one, changes
// nothing. In production Firestore verifies the ID token (signature, `aud`/`iss` = this
// project, `exp`) before the rules run and answers UNAUTHENTICATED otherwise, so such a token
// never reaches `request.auth`. The emulator verifies nothing: tried with firebase-tools
// 14.27.0, a token with role: "sales" and aud "another-project", or exp an hour ago, reads
// leads. A test of it here would only test the emulator's leniency, so there is none.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
  type TokenOptions,
} from "@firebase/rules-unit-testing";
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  type Firestore,
} from "firebase/firestore";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import {
  ERASURES_COLLECTION,
  ERASURE_SLOTS_COLLECTION,
  LEADS_COLLECTION,
  PAYMENT_EVENTS_COLLECTION,
  OVERVIEW_WEEKS_COLLECTION,
  REPLAYS_COLLECTION,
} from "../../functions/src/shared/collections";
import { SALES_ROLE } from "../../functions/src/shared/desk-access";
import { VALID_LEAD } from "../fixtures/leads";
import { RULES_PATH, RULES_PROJECT_ID, firestoreEmulator } from "../support/emulators";
import { newLeadId } from "../../web/src/features/brief/lead-id";

let env: RulesTestEnvironment;

beforeAll(async () => {
  setLogLevel("silent"); // every denied request would print the SDK's stream error
  env = await initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { ...firestoreEmulator(), rules: readFileSync(RULES_PATH, "utf8") },
  });
});
beforeEach(async () => {
  await env.clearFirestore();
  // One existing document in each collection, written as the functions and the CLI do.
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, LEADS_COLLECTION, "existing"), {
      ...VALID_LEAD,
      createdAt: serverTimestamp(),
      delivery: { state: "HELD", round: 0, attempts: 0, heldFor: "budget" },
    });
    await setDoc(doc(db, REPLAYS_COLLECTION, "existing"), {
      leadIds: ["existing"],
      requestedAt: serverTimestamp(),
      requestedBy: "ops@laptop",
    });
    await setDoc(doc(db, "clients", "existing"), { name: "Lone Star Roasters" });
    // An erasure's audit record (deskErasePerson) and a handled Stripe event.
    await setDoc(doc(db, ERASURES_COLLECTION, "existing"), {
      at: serverTimestamp(),
      byUid: "alex",
      byEmail: "alex.morgan@brandvista.studio",
      deleted: { formData: 2 },
      scrubbed: {},
    });
    await setDoc(doc(db, PAYMENT_EVENTS_COLLECTION, "existing"), {
      leadId: "existing",
      type: "checkout.session.completed",
      outcome: "applied",
      state: "PAID",
      handledAt: serverTimestamp(),
    });
    await setDoc(doc(db, OVERVIEW_WEEKS_COLLECTION, "existing"), { week: "2026-11-23", leads: 3 });
    await setDoc(doc(db, LEADS_COLLECTION, "existing", "notes", "existing"), { text: "hi" });
  });
});
afterAll(async () => {
  await env?.cleanup();
});

/** A Google sign-in's token claims, plus `claims`. */
const googleUser = (email: string, claims: Record<string, unknown> = {}): TokenOptions => ({
  email,
  email_verified: true,
  firebase: { sign_in_provider: "google.com", identities: { email: [email] } },
  ...claims,
});

/** Every kind of caller the desk can meet, and whether the rules let it read leads. */
const CALLERS: { name: string; readsLeads: boolean; db: () => Firestore }[] = [
  {
    name: "an anonymous visitor",
    readsLeads: false,
    db: () => env.unauthenticatedContext().firestore() as unknown as Firestore,
  },
  ...(
    [
      ["a signed-in user without the claim", {}],
      ['a claim spelled "Sales"', { role: "Sales" }],
      ['a claim spelled "SALES"', { role: "SALES" }],
      ['another role ("admin")', { role: "admin" }],
      ['the role as a list (["sales"])', { role: [SALES_ROLE] }],
      ["a claim under another name (sales: true)", { sales: true }],
      ['a claim with a blank ("sales ")', { role: `${SALES_ROLE} ` }],
    ] as const
  ).map(([name, claims]) => ({
    name,
    readsLeads: false,
    db: () =>
      env
        .authenticatedContext("no-claim", googleUser("jordan@brandvista.studio", claims))
        .firestore() as unknown as Firestore,
  })),
  ...(
    [
      ["the claim on a password account", { sign_in_provider: "password", identities: {} }, true],
      [
        "the claim on a Google account whose address is not verified",
        { sign_in_provider: "google.com", identities: {} },
        false,
      ],
      ["the claim on a custom token", { sign_in_provider: "custom", identities: {} }, true],
    ] as const
  ).map(([name, firebase, verified]) => ({
    name,
    readsLeads: false,
    db: () =>
      env
        .authenticatedContext("not-google", {
          ...googleUser("alex.morgan@brandvista.studio", { role: SALES_ROLE }),
          email_verified: verified,
          firebase,
        })
        .firestore() as unknown as Firestore,
  })),
  {
    name: "a salesperson (role: sales)",
    readsLeads: true,
    db: () =>
      env
        .authenticatedContext(
          "alex",
          googleUser("alex.morgan@brandvista.studio", { role: SALES_ROLE }),
        )
        .firestore() as unknown as Firestore,
  },
];

/** What each operation does on a collection, given its existing document "existing". */
function operations(db: Firestore, path: string) {
  const fresh = () => doc(db, path, newLeadId());
  const lead = () => ({ ...VALID_LEAD, createdAt: serverTimestamp() });
  // Each settles with nothing: only whether it was allowed matters here.
  const done = (promise: Promise<unknown>) => promise.then(() => undefined);
  return {
    get: () => done(getDoc(doc(db, path, "existing"))),
    list: () => done(getDocs(collection(db, path))),
    create: () => setDoc(fresh(), lead()),
    update: () => updateDoc(doc(db, path, "existing"), { companyName: "Changed" }),
    delete: () => deleteDoc(doc(db, path, "existing")),
  };
}

type Operation = keyof ReturnType<typeof operations>;
const OPERATIONS: Operation[] = ["get", "list", "create", "update", "delete"];

describe.each(CALLERS)("$name", ({ readsLeads, db }) => {
  /** A test per operation on `path`: it succeeds where `allowed` says so, and fails elsewhere. */
  const eachOperation = (path: string, allowed: Record<Operation, boolean>) =>
    it.each(OPERATIONS)("%s", async (operation) => {
      const attempt = operations(db(), path)[operation]();
      await (allowed[operation] ? assertSucceeds(attempt) : assertFails(attempt));
    });
  /** Read by the desk's salespeople, written only by the functions. */
  const readByDesk: Record<Operation, boolean> = {
    get: readsLeads,
    list: readsLeads,
    create: false,
    update: false,
    delete: false,
  };

  describe(LEADS_COLLECTION, () => {
    // A visitor may create a well-formed lead, exactly as the brief writes it.
    eachOperation(LEADS_COLLECTION, { ...readByDesk, create: true });

    it("may not create a lead with a delivery map, desk actions or a payment", async () => {
      const target = doc(db(), LEADS_COLLECTION, newLeadId());
      const lead = { ...VALID_LEAD, createdAt: serverTimestamp() };
      await assertFails(setDoc(target, { ...lead, delivery: { state: "SUCCESS" } }));
      await assertFails(setDoc(target, { ...lead, deskActions: [] }));
      // The server's stamp: a visitor may not choose when a lead expires, or its lookup key.
      await assertFails(setDoc(target, { ...lead, expireAt: serverTimestamp() }));
      await assertFails(setDoc(target, { ...lead, emailKey: VALID_LEAD.emailAddress }));
      await assertFails(setDoc(target, { ...lead, payment: { state: "PAID" } }));
      await assertFails(setDoc(target, { ...lead, paymentMail: { state: "SUCCESS" } }));
    });

    it("may not mark a lead paid, nor change its payment", async () => {
      const existing = doc(db(), LEADS_COLLECTION, "existing");
      await assertFails(updateDoc(existing, { payment: { state: "PAID", amountCents: 1 } }));
      await assertFails(updateDoc(existing, { "payment.state": "PAID" }));
    });

    it("may not overwrite an existing lead, or mark it mailed", async () => {
      const existing = doc(db(), LEADS_COLLECTION, "existing");
      await assertFails(setDoc(existing, { ...VALID_LEAD, createdAt: serverTimestamp() }));
      await assertFails(updateDoc(existing, { "delivery.state": "SUCCESS" }));
    });

    it(`${readsLeads ? "may" : "may not"} run the desk's queries`, async () => {
      const leads = collection(db(), LEADS_COLLECTION);
      const queries = [
        query(leads, orderBy("createdAt", "desc"), limit(50)),
        query(leads, where("delivery.state", "==", "HELD")),
        // Balances due: open balance invoices, the oldest due first.
        query(
          leads,
          where("payment.balance.state", "==", "OPEN"),
          orderBy("payment.balance.dueAt", "asc"),
        ),
      ];
      for (const q of queries)
        await (readsLeads ? assertSucceeds(getDocs(q)) : assertFails(getDocs(q)));
    });
  });

  describe(PAYMENT_EVENTS_COLLECTION, () => {
    // The desk reads a lead's payment events; nobody writes them from a client.
    eachOperation(PAYMENT_EVENTS_COLLECTION, readByDesk);

    it(`${readsLeads ? "may" : "may not"} list one lead's events, and never record one`, async () => {
      const events = collection(db(), PAYMENT_EVENTS_COLLECTION);
      const mine = getDocs(query(events, where("leadId", "==", "existing")));
      await (readsLeads ? assertSucceeds(mine) : assertFails(mine));
      await assertFails(
        setDoc(doc(events, "evt_forged"), { leadId: "existing", type: "charge.refunded" }),
      );
    });
  });

  describe(OVERVIEW_WEEKS_COLLECTION, () => {
    // The desk's overview reads the weekly rollup; only the functions write it.
    eachOperation(OVERVIEW_WEEKS_COLLECTION, readByDesk);
  });

  describe.each([
    REPLAYS_COLLECTION,
    ERASURES_COLLECTION,
    ERASURE_SLOTS_COLLECTION,
    "clients",
    `${LEADS_COLLECTION}/existing/notes`,
  ])("%s", (path) => {
    it.each(OPERATIONS)("%s is refused", async (operation) => {
      await assertFails(operations(db(), path)[operation]());
    });
  });
});
