// The retention job as deployed (index.ts wires it as `eraseExpiredLeads`, daily): Firestore
// through the Admin SDK, Stripe from its secret key, logs through the Cloud Functions logger.
// Due leads are found by one range on `expireAt` (firestore.indexes.json keeps its ascending
// index beside the TTL policy).
import { getFirestore, Timestamp, type Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { wallClock } from "../platform/clock.js";
import { readStripeSettings } from "../platform/config.js";
import { stripeGateway } from "../payments/stripe-gateway.js";
import { LEADS_COLLECTION } from "../shared/collections.js";
import { EMAIL_KEY_FIELD } from "../shared/person-data.js";
import { EXPIRE_AT_FIELD } from "../shared/retention.js";
import { firestorePersonStore } from "./person-store.js";
import { eraseExpiredLeads, type RetentionDeps, type RetentionRun } from "./retention-erasure.js";

/** The leads due at `cutoff`, oldest first: one range on `expireAt`. */
export function firestoreDueLeads(db: Firestore): RetentionDeps["dueLeads"] {
  return async (cutoff, limit) => {
    const page = await db
      .collection(LEADS_COLLECTION)
      .where(EXPIRE_AT_FIELD, "<=", Timestamp.fromDate(cutoff))
      .orderBy(EXPIRE_AT_FIELD)
      .limit(limit)
      .get();
    return page.docs.map((doc) => {
      const key = doc.get(EMAIL_KEY_FIELD) as unknown;
      const address = doc.get("emailAddress") as unknown;
      return {
        leadId: doc.id,
        email: typeof key === "string" && key ? key : typeof address === "string" ? address : "",
      };
    });
  };
}

export function runRetention(): Promise<RetentionRun> {
  const db = getFirestore();
  const settings = readStripeSettings();
  return eraseExpiredLeads({
    store: firestorePersonStore(db),
    clock: wallClock,
    stripe: settings && stripeGateway(settings),
    dueLeads: firestoreDueLeads(db),
    log: (event, fields) => {
      if (event === "failed")
        logger.warn("retention: a lead could not be erased today; tried again tomorrow", fields);
      else logger.info(`retention: ${event}`, fields);
    },
  });
}
