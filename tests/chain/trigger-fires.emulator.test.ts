// Smoke test of the pipes: a document created in `formData` fires the Functions trigger.
import { expect, it } from "vitest";
import { adminFirestore, waitFor } from "../support/emulators";

it("fires notifyLead when a formData document is created", async () => {
  const db = await adminFirestore();
  const ref = db.collection("formData").doc(`smoke-${Date.now()}`);
  await ref.create({ companyName: "Smoke Test Co" });
  const delivery = await waitFor(
    async () => (await ref.get()).get("delivery") as { state?: string } | undefined,
    { what: "notifyLead to record a delivery state", timeoutMs: 15_000 },
  );
  expect(typeof delivery.state).toBe("string");
});
