import type { RefObject } from "react";
import { briefSaveErrors, briefWizardCopy } from "~/content/brief";
import type { SaveFailure } from "./save-brief";
import { useOnline } from "./use-online";
import styles from "./brief-step-form.module.css";

export interface SaveProblemProps {
  reason: SaveFailure;
  onRetry: () => void;
  retryRef: RefObject<HTMLButtonElement | null>;
}

/** Why the brief was not sent, and a button to try again (the answers are kept). */
export function SaveProblem({ reason, onRetry, retryRef }: SaveProblemProps) {
  const online = useOnline();
  const message = !online
    ? briefSaveErrors.offline
    : reason === "offline"
      ? briefSaveErrors.backOnline
      : briefSaveErrors[reason];
  return (
    <div className={styles.problem} role="alert">
      <p>{message}</p>
      <button type="button" ref={retryRef} className={styles.retry} onClick={onRetry}>
        {briefWizardCopy.retry}
      </button>
    </div>
  );
}
