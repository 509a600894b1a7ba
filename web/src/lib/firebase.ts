// The Firebase client, loaded on demand: nothing here imports the SDK at module level, so no
// page's first load carries it. The brief's last step calls getLeadWriter() on submit.
//
// firebase/firestore/lite, not the full firestore SDK: the site only ever writes one document
// and reads nothing back, and lite's single REST request fails with a real error when the
// network is down, where the full SDK would queue the write and never settle. It is also
// much smaller (measured in the README, "Saving a brief").
import type { Lead } from "@lead";
import { firebaseWebConfig } from "./firebase-config";

/** The collection leads are written to (firestore.rules: create only). */
export const LEADS_COLLECTION = "formData";

/** Writes lead documents. */
export interface FirestoreLeadWriter {
  /** Creates formData/{leadId} with the six fields and `createdAt: serverTimestamp()`. */
  create(leadId: string, lead: Lead): Promise<void>;
}

let writer: Promise<FirestoreLeadWriter> | null = null;

/** Loads the SDK and connects once; a failed load (e.g. offline) is retried on the next call. */
export function getLeadWriter(): Promise<FirestoreLeadWriter> {
  writer ??= connect().catch((error: unknown) => {
    writer = null;
    throw error;
  });
  return writer;
}

async function connect(): Promise<FirestoreLeadWriter> {
  const [{ getApps, initializeApp }, firestore] = await Promise.all([
    import("firebase/app"),
    import("firebase/firestore/lite"),
  ]);
  const config = firebaseWebConfig(import.meta.env);
  const app = getApps()[0] ?? initializeApp(config.options);
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
      await firestore.setDoc(firestore.doc(db, LEADS_COLLECTION, leadId), {
        companyName: lead.companyName,
        sloganName: lead.sloganName,
        industry: lead.industry,
        keyword: lead.keyword,
        emailAddress: lead.emailAddress,
        number: lead.number,
        createdAt: firestore.serverTimestamp(),
      });
    },
  };
}
