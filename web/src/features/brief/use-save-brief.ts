import type { Lead } from "./lead-schema";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router-dom";
import { firebaseWebConfig } from "~/lib/firebase-config";
import { getLeadWriter } from "~/lib/firebase";
import { readVisitSource } from "~/features/attribution";
import { briefStore } from "./brief-store";
import { newLeadId } from "./lead-id";
import { saveBrief, singleFlight, type SaveFailure, type SubmitExtras } from "./save-brief";
import { saveTimeoutMs } from "./save-timeout";

export type SaveStatus =
  { state: "idle" } | { state: "saving" } | { state: "failed"; reason: SaveFailure };

/** True in builds that write to the local Firestore emulator (demo projects, the tests). */
function usesEmulator(): boolean {
  try {
    return firebaseWebConfig(import.meta.env).firestoreEmulator !== null;
  } catch {
    return false; // misconfigured: the save reports it; the time-out is the real one
  }
}

// One submit at a time for the whole tab: a double click (or Enter held down) joins the save
// that is already running instead of starting a second one. The save's own deadline ends a
// stalled one, so a later Try again never joins a stuck attempt.
const submitOnce = singleFlight((answers: Lead, extras: SubmitExtras) =>
  saveBrief(
    answers,
    {
      store: briefStore,
      getWriter: getLeadWriter,
      newLeadId: () => newLeadId(),
      isOnline: () => navigator.onLine,
      timeoutMs: saveTimeoutMs(usesEmulator(), window.sessionStorage),
      attribution: () => ({
        planId: briefStore.getSnapshot().planId,
        source: readVisitSource(window.sessionStorage),
      }),
    },
    extras,
  ),
);

/** Saves the brief and moves on to the final step, or reports why it could not. */
export function useSaveBrief(): {
  status: SaveStatus;
  submit: (answers: Lead, extras: SubmitExtras) => Promise<void>;
} {
  const [status, setStatus] = useState<SaveStatus>({ state: "idle" });
  const navigate = useNavigate();
  const submit = useCallback(
    async (answers: Lead, extras: SubmitExtras) => {
      setStatus({ state: "saving" });
      const result = await submitOnce(answers, extras);
      if (result.ok) await navigate("/final-step");
      else setStatus({ state: "failed", reason: result.reason });
    },
    [navigate],
  );
  return { status, submit };
}
