// The whole chain in the emulators: a visitor's lead written through the client SDK (rules
// enforced) fires notifyLead, which mails it through @emailjs/nodejs to the EmailJS stand-in
// and records the outcome on the lead.
import { initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { addDoc, collection, serverTimestamp, type Firestore } from "firebase/firestore";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { VALID_LEAD } from "../fixtures/leads";
import {
  startEmailJsStandIn,
  type EmailJsStandIn,
  type ReceivedEmailRequest,
} from "../support/emailjs-stand-in";
import {
  PROJECT_ID,
  RULES_PATH,
  adminFirestore,
  firestoreEmulator,
  waitFor,
} from "../support/emulators";

// with-emulators.mjs gives the Functions emulator these values and passes them on to us.
function testSetting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run this through \`npm run test:emulators\``);
  return value;
}

let standIn: EmailJsStandIn;
let env: RulesTestEnvironment;
let visitor: Firestore;

beforeAll(async () => {
  standIn = await startEmailJsStandIn();
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { ...firestoreEmulator(), rules: readFileSync(RULES_PATH, "utf8") },
  });
  visitor = env.unauthenticatedContext().firestore() as unknown as Firestore;
});
beforeEach(() => standIn.reset());
afterAll(async () => {
  await env?.cleanup();
  await standIn?.close();
});

/** Saves a lead the way the brief form does; returns its id. */
async function submitLead(companyName: string): Promise<string> {
  const ref = await addDoc(collection(visitor, "formData"), {
    ...VALID_LEAD,
    companyName,
    createdAt: serverTimestamp(),
  });
  return ref.id;
}

interface StoredDelivery {
  state: string;
  attempts: number;
  error: { status: number; text: string } | null;
  info: { status: number; text: string } | null;
  endTime: unknown;
}

/** Waits until notifyLead has finished with the lead (SUCCESS, ERROR or SKIPPED). */
async function finalDelivery(leadId: string): Promise<StoredDelivery> {
  const db = await adminFirestore();
  return waitFor(
    async () => {
      const delivery = (await db.doc(`formData/${leadId}`).get()).get("delivery") as
        StoredDelivery | undefined;
      return delivery && ["SUCCESS", "ERROR", "SKIPPED"].includes(delivery.state)
        ? delivery
        : undefined;
    },
    { what: `lead ${leadId} to reach a final delivery state`, timeoutMs: 20_000, intervalMs: 100 },
  );
}

// Other tests' leads may still be retrying in the background: count only this lead's mail.
const requestsFor = (leadId: string): ReceivedEmailRequest[] =>
  standIn.requests.filter((request) => request.body.template_params?.leadId === leadId);

describe("a lead saved by a visitor", () => {
  it("reaches EmailJS once, with the configured ids and key and the six fields, and ends SUCCESS", async () => {
    const leadId = await submitLead("Lone Star Roasters");
    const delivery = await finalDelivery(leadId);

    expect(delivery).toMatchObject({
      state: "SUCCESS",
      attempts: 1,
      error: null,
      info: { status: 200 },
    });
    const requests = requestsFor(leadId);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.path).toBe("/api/v1.0/email/send");
    expect(request?.body).toMatchObject({
      service_id: testSetting("EMAILJS_SERVICE_ID"),
      template_id: testSetting("EMAILJS_TEMPLATE_ID"),
      user_id: testSetting("EMAILJS_PUBLIC_KEY"),
      accessToken: testSetting("EMAILJS_PRIVATE_KEY"),
      template_params: { ...VALID_LEAD, companyName: "Lone Star Roasters", leadId },
    });
    expect(String(request?.body.template_params?.createdAt)).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
  });

  it("is retried after a 429 and ends SUCCESS on the second attempt", async () => {
    standIn.respondWith({ status: 429, text: "Too Many Requests" }, { status: 200, text: "OK" });
    const leadId = await submitLead("Trinity Tacos");
    const delivery = await finalDelivery(leadId);

    expect(delivery).toMatchObject({ state: "SUCCESS", attempts: 2, error: null });
    expect(requestsFor(leadId)).toHaveLength(2);
  });

  it("ends ERROR without a retry when EmailJS answers 403", async () => {
    standIn.respondWith({
      status: 403,
      text: "API calls are disabled for non-browser applications",
    });
    const leadId = await submitLead("Deep Ellum Dental");
    const delivery = await finalDelivery(leadId);

    expect(delivery).toMatchObject({
      state: "ERROR",
      attempts: 1,
      error: { status: 403, text: "API calls are disabled for non-browser applications" },
    });
    // Give a wrongful retry time to show up (the first back-off is 400 ms).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(requestsFor(leadId)).toHaveLength(1);
  });
});
