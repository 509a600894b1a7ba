// firestore.rules against the lead fixtures shared with the schema's unit tests: a visitor
// may create a well-formed lead in formData and do nothing else anywhere.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import fc from "fast-check";
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  type Firestore,
} from "firebase/firestore";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  INVALID_LEADS,
  VALID_LEAD,
  VALID_LEADS,
  invalidLeadFieldsArbitrary,
  validLeadArbitrary,
} from "../fixtures/leads";
import { RULES_PROJECT_ID, RULES_PATH, firestoreEmulator } from "../support/emulators";
import { LEADS_COLLECTION } from "../../functions/src/shared/collections";
import { newLeadId } from "../../web/src/features/brief/lead-id";

let env: RulesTestEnvironment;
let visitor: Firestore;

beforeAll(async () => {
  // Every denied write would otherwise print the SDK's stream error: over a thousand lines.
  setLogLevel("silent");
  env = await initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { ...firestoreEmulator(), rules: readFileSync(RULES_PATH, "utf8") },
  });
  // The rules-unit-testing context hands out a compat instance; the modular API accepts it.
  visitor = env.unauthenticatedContext().firestore() as unknown as Firestore;
});
beforeEach(async () => {
  await env.clearFirestore();
});
afterAll(async () => {
  await env?.cleanup();
});

/** Creates formData/<a new id, as the brief makes them> as an anonymous visitor, createdAt set by the server. */
function createLead(
  fields: Record<string, unknown>,
  createdAt: unknown = serverTimestamp(),
  leadId = newLeadId(),
) {
  return setDoc(doc(visitor, LEADS_COLLECTION, leadId), { ...fields, createdAt });
}

/** Seeds a lead the way the Cloud Function sees one, bypassing the rules. */
async function seedLead(id: string) {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, LEADS_COLLECTION, id), { ...VALID_LEAD, createdAt: serverTimestamp() });
  });
}

describe("creating a lead in formData", () => {
  it.each(VALID_LEADS)("accepts $name", async ({ fields }) => {
    await assertSucceeds(createLead(fields));
  });

  it.each(INVALID_LEADS)("rejects $name", async ({ fields }) => {
    await assertFails(createLead(fields));
  });

  it("rejects a lead without createdAt", async () => {
    await assertFails(setDoc(doc(visitor, LEADS_COLLECTION, newLeadId()), { ...VALID_LEAD }));
  });

  it.each([
    [
      "an id the visitor chose to say something",
      "URGENT invoice overdue - pay at evil dot example",
    ],
    ["a 400-character id", "A".repeat(400)],
    ["a chosen 20-character id with hyphens", "invoice-overdue-2026"],
    ["a 19-character id", "aB3dE5fG7hJ9kL1mN2p"],
    ["a 21-character id", "aB3dE5fG7hJ9kL1mN2pQr"],
    ["an id with an underscore", "aB3dE5fG7hJ9kL1mN2_Q"],
    ["an id with an accented letter", "aB3dE5fG7hJ9kL1mN2pé"],
  ])("rejects a valid lead under %s", async (_name, leadId) => {
    await assertFails(createLead(VALID_LEAD, serverTimestamp(), leadId));
  });

  it("accepts a valid lead under an id of the automatic shape", async () => {
    await assertSucceeds(createLead(VALID_LEAD, serverTimestamp(), "aB3dE5fG7hJ9kL1mN2pQ"));
  });

  it("rejects a createdAt the client chose", async () => {
    await assertFails(createLead(VALID_LEAD, Timestamp.fromDate(new Date())));
  });

  it("rejects a createdAt that is not a timestamp", async () => {
    await assertFails(createLead(VALID_LEAD, "2030-05-06T15:00:00Z"));
  });

  it("accepts 500 generated valid leads, with and without a plan and a source", async () => {
    let withPlan = 0;
    let withSource = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(validLeadArbitrary, { minLength: 50, maxLength: 50 }),
        async (leads) => {
          withPlan += leads.filter((lead) => lead.plan !== undefined).length;
          withSource += leads.filter((lead) => lead.source !== undefined).length;
          const outcomes = await Promise.allSettled(leads.map((fields) => createLead(fields)));
          const refused = leads.filter((_, index) => outcomes[index]?.status === "rejected");
          expect(refused).toEqual([]);
        },
      ),
      { numRuns: 10 },
    );
    // The generator really exercised the optional fields.
    expect(withPlan).toBeGreaterThan(50);
    expect(withSource).toBeGreaterThan(50);
  }, 120_000);

  it("rejects 1000 generated invalid leads, none accepted", async () => {
    // 20 runs × 50 leads written concurrently keeps the emulator busy but the run short.
    let tried = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(invalidLeadFieldsArbitrary, { minLength: 50, maxLength: 50 }),
        async (leads) => {
          const outcomes = await Promise.allSettled(leads.map((fields) => createLead(fields)));
          tried += leads.length;
          const accepted = leads.filter((_, index) => outcomes[index]?.status === "fulfilled");
          expect(accepted).toEqual([]);
          for (const outcome of outcomes)
            if (outcome.status === "rejected")
              expect((outcome.reason as { code?: string }).code).toBe("permission-denied");
        },
      ),
      { numRuns: 20 },
    );
    expect(tried).toBeGreaterThanOrEqual(1000);
  }, 120_000);
});

describe("everything else a client might try", () => {
  beforeEach(async () => {
    await seedLead("existing");
  });

  it("rejects reading a lead", async () => {
    await assertFails(getDoc(doc(visitor, LEADS_COLLECTION, "existing")));
  });

  it("rejects listing leads", async () => {
    await assertFails(getDocs(collection(visitor, LEADS_COLLECTION)));
  });

  it("rejects updating a lead, even its delivery state", async () => {
    await assertFails(
      updateDoc(doc(visitor, LEADS_COLLECTION, "existing"), { delivery: { state: "SUCCESS" } }),
    );
    await assertFails(
      updateDoc(doc(visitor, LEADS_COLLECTION, "existing"), { companyName: "Changed" }),
    );
  });

  it("rejects overwriting an existing lead with a valid one", async () => {
    await assertFails(
      setDoc(doc(visitor, LEADS_COLLECTION, "existing"), {
        ...VALID_LEAD,
        createdAt: serverTimestamp(),
      }),
    );
  });

  it("rejects deleting a lead", async () => {
    await assertFails(deleteDoc(doc(visitor, LEADS_COLLECTION, "existing")));
  });

  it("rejects any other collection, for reading and writing", async () => {
    await assertFails(
      setDoc(doc(visitor, "leads", "x"), { ...VALID_LEAD, createdAt: serverTimestamp() }),
    );
    await assertFails(getDoc(doc(visitor, "leads", "x")));
    await assertFails(
      setDoc(doc(visitor, LEADS_COLLECTION, "existing", "notes", "x"), { text: "hi" }),
    );
  });

  it("rejects a signed-in user just the same", async () => {
    const user = env.authenticatedContext("alice").firestore() as unknown as Firestore;
    await assertFails(getDoc(doc(user, LEADS_COLLECTION, "existing")));
    await assertFails(deleteDoc(doc(user, LEADS_COLLECTION, "existing")));
  });
});
