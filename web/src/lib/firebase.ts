// The Firebase client, loaded on demand: nothing here imports the SDK at module level, so no
// page's first load carries it. The brief's last step starts the download in the background
// (preloadLeadWriter) and Send waits for it through getLeadWriter(signal), whose signal is the
// save's deadline: a download that stalls past it is forgotten, and Try again starts afresh.
//
// firebase/firestore/lite, not the full firestore SDK: the site only ever writes one document
// and reads nothing back, and lite's single REST request fails with a real error when the
// network is down, where the full SDK would queue the write and never settle. It is also
// much smaller (docs/lead-pipeline.md, "The brief and saving a lead").
import { LEADS_COLLECTION } from "@shared/collections";
import type { Lead } from "@lead";
import { lazyLoad } from "./lazy-load";

/** Writes lead documents (the brief's save logic takes one; its unit tests pass a fake). */
export interface LeadWriter {
  /** Creates formData/{leadId} with the lead's fields and `createdAt: serverTimestamp()`. */
  create(leadId: string, lead: Lead): Promise<void>;
}

/**
 * Loads the SDK and connects once. A failed load (e.g. offline), or one the caller stopped
 * waiting for through `signal`, is started afresh on the next call.
 */
export const getLeadWriter: (signal?: AbortSignal) => Promise<LeadWriter> = lazyLoad(connect);

/** Starts downloading the SDK now, so a later save rarely waits for it; failures surface then. */
export function preloadLeadWriter(): void {
  getLeadWriter().catch(() => undefined);
}

async function connect(): Promise<LeadWriter> {
  const [{ app, config }, firestore] = await Promise.all([
    import("./firebase-app").then(({ siteFirebaseApp }) => siteFirebaseApp()),
    import("firebase/firestore/lite"),
  ]);
  const db = firestore.getFirestore(app);
  if (config.firestoreEmulator) {
    firestore.connectFirestoreEmulator(
      db,
      config.firestoreEmulator.host,
      config.firestoreEmulator.port,
    );
  }
  return {
    async create(leadId, lead) {
      // `lead` is the shared schema's parsed output, so it holds the schema's fields and
      // nothing else; a field added to the schema is written without a change here.
      await firestore.setDoc(firestore.doc(db, LEADS_COLLECTION, leadId), {
        ...lead,
        createdAt: firestore.serverTimestamp(),
      });
    },
  };
}
