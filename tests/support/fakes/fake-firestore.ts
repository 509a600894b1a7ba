// A stand-in for Firestore's formData collection with the create-only rule, for unit tests
// of the save logic. It can be told to fail the way the real network and server fail.
import type { Lead } from "@lead";
import type { LeadWriter } from "~/lib/firebase";

/** How the next writes behave. */
export type FakeMode =
  | "ok" // stores the document
  | "down" // fails before reaching the server (nothing stored)
  | "lost-answer" // stores the document, but the answer never reaches the browser
  | "hang"; // never answers

export class FakeFirestore implements LeadWriter {
  readonly docs = new Map<string, Lead>();
  readonly calls: string[] = [];
  mode: FakeMode = "ok";

  create(leadId: string, lead: Lead): Promise<void> {
    this.calls.push(leadId);
    if (this.mode === "hang") return new Promise(() => undefined);
    if (this.mode === "down") return Promise.reject(firestoreError("unavailable"));
    // create-only rules: an existing document would be an update, which is denied.
    if (this.docs.has(leadId)) return Promise.reject(firestoreError("permission-denied"));
    this.docs.set(leadId, lead);
    if (this.mode === "lost-answer") return Promise.reject(firestoreError("unavailable"));
    return Promise.resolve();
  }
}

/** An error shaped like the SDK's FirestoreError. */
export function firestoreError(code: string): Error & { code: string } {
  return Object.assign(new Error(`fake ${code}`), { code });
}
