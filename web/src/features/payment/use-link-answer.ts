// What a page a signed link opens (/pay/<token>, /quote/<token>) knows of its link: nothing until
// hydrated (the page is one prerendered shell for every token), then the server's answer, or the
// failure to get one. No token at all (/pay itself) reads as a broken link.
import { useEffect, useState } from "react";

export type LinkView<Answer> =
  { kind: "checking" } | { kind: "answer"; answer: Answer } | { kind: "failed"; text: string };

/** The link's view, and a way to show a newer answer (one the page got by acting on it). */
export function useLinkAnswer<Answer>(
  token: string,
  ask: (token: string) => Promise<Answer>,
  invalid: Answer,
  failedText: string,
): [LinkView<Answer>, (answer: Answer) => void] {
  const [view, setView] = useState<LinkView<Answer>>({ kind: "checking" });
  useEffect(() => {
    let live = true;
    const asked = token ? ask(token) : Promise.resolve(invalid);
    asked.then(
      (answer) => live && setView({ kind: "answer", answer }),
      () => live && setView({ kind: "failed", text: failedText }),
    );
    return () => {
      live = false;
    };
    // `ask`, `invalid` and `failedText` are each page's module constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
  return [view, (answer) => setView({ kind: "answer", answer })];
}
