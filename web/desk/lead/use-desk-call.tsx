// One desk action that asks a callable and shows how it went ("Copy pay link", "Send balance
// invoice"): idle, on its way, its answer, or the refusal in a sentence (call-sentence.ts). The status line is
// one polite live region, so a screen reader hears the outcome without the focus moving.
import { useState, type ReactNode } from "react";
import { callErrorSentence } from "./call-sentence";
import styles from "../desk.module.css";

type DeskCall<T> =
  { kind: "idle" | "busy" } | { kind: "done"; answer: T } | { kind: "failed"; message: string };

/** The call's state, and the function that starts it (again). */
export function useDeskCall<T>(call: () => Promise<T>): [DeskCall<T>, () => void] {
  const [state, setState] = useState<DeskCall<T>>({ kind: "idle" });
  const start = () => {
    setState({ kind: "busy" });
    call().then(
      (answer) => setState({ kind: "done", answer }),
      // A sentence with a next step, never the server's bare code.
      (error: unknown) => setState({ kind: "failed", message: callErrorSentence(error) }),
    );
  };
  return [state, start];
}

/** The call's status line: what is happening, the refusal, or what the answer means. */
export function DeskCallStatus<T>({
  state,
  words,
}: {
  state: DeskCall<T>;
  words: { busy: string; failed: string; done: (answer: T) => ReactNode };
}) {
  return (
    <p role="status" aria-live="polite" className={styles.result}>
      {state.kind === "busy"
        ? words.busy
        : state.kind === "failed"
          ? `${words.failed} ${state.message}`
          : state.kind === "done"
            ? words.done(state.answer)
            : ""}
    </p>
  );
}

/** The button that starts the call; it waits (disabled) while the call is on its way. */
export function DeskCallButton<T>({
  state,
  start,
  label,
  className,
}: {
  state: DeskCall<T>;
  start: () => void;
  label: string;
  className: string | undefined;
}) {
  return (
    <button type="button" className={className} disabled={state.kind === "busy"} onClick={start}>
      {label}
    </button>
  );
}
