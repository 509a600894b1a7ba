// The status line of a desk action that sends something to the client ("Send balance invoice",
// "Write a quote"): its copy says `sending` while the call is on its way and `failed` before the
// refusal, so the two are read from the copy here, once; `done` says what the answer means.
import type { ReactNode } from "react";
import { DeskCallStatus, type useDeskCall } from "./use-desk-call";

/** DeskCallStatus with the busy and failed words of a sending action's copy. */
export function SendStatus<T>({
  state,
  words,
  done,
}: {
  state: ReturnType<typeof useDeskCall<T>>[0];
  words: { sending: string; failed: string };
  done: (answer: T) => ReactNode;
}) {
  return (
    <DeskCallStatus state={state} words={{ busy: words.sending, failed: words.failed, done }} />
  );
}
