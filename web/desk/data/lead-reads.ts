// A lead's page's reads: the lead itself and its payment events, live, and the other briefs
// from the same address, once. The lead room renders them; only this room talks to Firestore.
import { LEADS_COLLECTION, PAYMENT_EVENTS_COLLECTION } from "@shared/collections";
import {
  collection,
  doc,
  getDocs,
  limit,
  onSnapshot,
  query,
  where,
  type DocumentData,
} from "firebase/firestore";
import { toDeskLead, type DeskLead } from "../desk-lead";
import { sameAddressSpec } from "../desk-queries";
import { deskFirebase } from "./desk-firebase";
import { specQuery } from "./firestore-queries";

/** Stops a live read. */
export type StopWatching = () => void;

/**
 * Calls `onLead` with the lead now and on every change (null: there is no such lead), or
 * `onError` with Firestore's refusal.
 */
export function watchLead(
  leadId: string,
  onLead: (lead: DeskLead | null) => void,
  onError: (message: string) => void,
): StopWatching {
  return onSnapshot(
    doc(deskFirebase().db, LEADS_COLLECTION, leadId),
    (snapshot) => onLead(snapshot.exists() ? toDeskLead(snapshot.id, snapshot.data()) : null),
    (error) => onError(error.message),
  );
}

/** Up to `max` leads sent from `email`, newest first. */
export async function readSameAddress(email: string, max: number): Promise<DeskLead[]> {
  const page = await getDocs(
    query(specQuery(deskFirebase().db, sameAddressSpec(email)), limit(max)),
  );
  return page.docs.map((snapshot) => toDeskLead(snapshot.id, snapshot.data()));
}

/** A payment event the functions handled, as stored (paymentEvents). */
export interface StoredPaymentEvent {
  id: string;
  data: DocumentData;
}

/** Calls `onEvents` with the lead's handled payment events now and on every change. */
export function watchPaymentEvents(
  leadId: string,
  onEvents: (events: StoredPaymentEvent[]) => void,
): StopWatching {
  return onSnapshot(
    // One equality, no order: Firestore's automatic index serves it.
    query(collection(deskFirebase().db, PAYMENT_EVENTS_COLLECTION), where("leadId", "==", leadId)),
    (snapshot) => onEvents(snapshot.docs.map((event) => ({ id: event.id, data: event.data() }))),
    () => undefined,
  );
}
