import type { Lead } from "./lead-schema";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { getLeadWriter } from "~/lib/firebase";
import { briefStore } from "./brief-store";
import { newLeadId } from "./lead-id";
import { SAVE_TIMEOUT_MS, saveBrief, singleFlight, type SaveFailure } from "./save-brief";

export type SaveStatus =
  { state: "idle" } | { state: "saving" } | { state: "failed"; reason: SaveFailure };

// One submit at a time for the whole tab: a double click (or Enter held down) joins the save
// that is already running instead of starting a second one.
const submitOnce = singleFlight((answers: Lead) =>
  saveBrief(answers, {
    store: briefStore,
    getWriter: getLeadWriter,
    newLeadId: () => newLeadId(),
    isOnline: () => navigator.onLine,
    timeoutMs: SAVE_TIMEOUT_MS,
  }),
);

/** Saves the brief and moves on to the final step, or reports why it could not. */
export function useSaveBrief(): { status: SaveStatus; submit: (answers: Lead) => Promise<void> } {
  const [status, setStatus] = useState<SaveStatus>({ state: "idle" });
  const navigate = useNavigate();
  const submit = useCallback(
    async (answers: Lead) => {
      setStatus({ state: "saving" });
      const result = await submitOnce(answers);
      if (result.ok) await navigate("/final-step");
      else setStatus({ state: "failed", reason: result.reason });
    },
    [navigate],
  );
  return { status, submit };
}
