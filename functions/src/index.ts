// Entry point: wires the deployed functions to their dependencies and does nothing else.
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { EMAILJS_PRIVATE_KEY, EMAILJS_PUBLIC_KEY, readEmailJsConfig } from "./config.js";
import { createEmailJsTransport } from "./emailjs.js";
import { firestoreLeadStore, fromSnapshot } from "./lead-store.js";
import { functionsLogs } from "./logs.js";
import { notifyLead as handleLead, type NotifyLeadDeps } from "./notify-lead.js";
import { sweepLeads } from "./sweep-leads.js";
import type { Transport } from "./transport.js";

initializeApp();

/** Abandon a send that has no answer after this long (the SDK itself never gives up). */
const SEND_TIMEOUT_MS = 10_000;
/** Production redelivers a failed event (retry: true) only while it is younger than this. */
const MAX_EVENT_AGE_MS = 60 * 60 * 1000;

let cached: { key: string; transport: Transport } | undefined;
function transport(): Transport | undefined {
  const config = readEmailJsConfig();
  if (!config) return undefined;
  const key = JSON.stringify(config);
  if (cached?.key !== key)
    cached = { key, transport: createEmailJsTransport(config, SEND_TIMEOUT_MS) };
  return cached.transport;
}

/** Mails each new lead in `formData` to sales through EmailJS; records `delivery` on it. */
export const notifyLead = onDocumentCreated(
  {
    document: "formData/{leadId}",
    secrets: [EMAILJS_PUBLIC_KEY, EMAILJS_PRIVATE_KEY],
    // Production redelivers when the handler throws (Firestore trouble, or another invocation
    // still holding the lead); the claim makes redelivery safe. The emulator never redelivers,
    // so EmailJS failures are retried inside the invocation (notify-lead.ts).
    retry: true,
    timeoutSeconds: 120,
  },
  async (event) => {
    const leadId = event.params.leadId;
    const ageMs = Date.now() - new Date(event.time).getTime();
    if (ageMs > MAX_EVENT_AGE_MS) {
      functionsLogs.eventTooOld(leadId, ageMs);
      return;
    }
    const deps: NotifyLeadDeps = {
      store: firestoreLeadStore(getFirestore()),
      transport: transport(),
      clock: {
        now: () => new Date(),
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      },
      logs: functionsLogs,
    };
    // The sweep runs beside the lead's own send, so it never delays it; the invocation waits
    // for both (work after returning would be throttled in production).
    const [outcome] = await Promise.all([
      handleLead(leadId, { ...deps, initial: event.data ? fromSnapshot(event.data) : undefined }),
      sweepLeads(leadId, deps),
    ]);
    if (outcome === "busy")
      throw new Error(`Lead ${leadId} is held by another invocation; retry later`);
  },
);
