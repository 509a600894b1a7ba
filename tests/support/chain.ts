// The test bed of a lead-mail chain test file: the EmailJS stand-in (reset before each test)
// and a visitor's Firestore client with the security rules enforced, the way the site writes.
import { initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { collection, doc, serverTimestamp, setDoc, type Firestore } from "firebase/firestore";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Lead } from "../../functions/src/lead";
import {
  startEmailJsStandIn,
  type EmailJsStandIn,
  type ReceivedEmailRequest,
} from "./emailjs-stand-in";
import { PROJECT_ID, RULES_PATH, firestoreEmulator } from "./emulators";
import { uniqueLeadId } from "./leads";

/** A setting with-emulators.mjs gave the Functions emulator and passes on to the tests. */
export function testSetting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run this through \`npm run test:emulators\``);
  return value;
}

/** Whether a request is the sales e-mail (not the prospect's auto-reply). */
export const isSalesMail = (request: ReceivedEmailRequest) =>
  request.body.template_id === testSetting("EMAILJS_TEMPLATE_ID");

/** Registers the file's hooks; the returned functions work inside its tests. */
export function chainTestBed() {
  let standIn: EmailJsStandIn | undefined;
  let env: RulesTestEnvironment | undefined;
  let visitor: Firestore | undefined;

  beforeAll(async () => {
    standIn = await startEmailJsStandIn();
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { ...firestoreEmulator(), rules: readFileSync(RULES_PATH, "utf8") },
    });
    visitor = env.unauthenticatedContext().firestore() as unknown as Firestore;
  });
  beforeEach(() => standIn?.reset());
  afterAll(async () => {
    await env?.cleanup();
    await standIn?.close();
  });

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started (beforeAll did not run)`);
    return value;
  };
  return {
    standIn: () => ready(standIn, "the EmailJS stand-in"),
    /** Saves a lead as the brief does (a client-chosen id, rules enforced); returns its id. */
    async submit(lead: Lead, label = "chain"): Promise<string> {
      const ref = doc(
        collection(ready(visitor, "the visitor's client"), "formData"),
        uniqueLeadId(label),
      );
      await setDoc(ref, { ...lead, createdAt: serverTimestamp() });
      return ref.id;
    },
  };
}
