// Entry point: exports the deployed functions and nothing else.
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { onDocumentCreated } from "firebase-functions/v2/firestore";

initializeApp();

/** Fires when a lead is created in `formData`. */
export const notifyLead = onDocumentCreated("formData/{leadId}", async (event) => {
  if (!event.data) return;
  await getFirestore()
    .doc(event.data.ref.path)
    .update({ delivery: { state: "PENDING" } });
});
