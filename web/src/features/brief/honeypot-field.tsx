import type { RefObject } from "react";
import { briefWizardCopy } from "~/content/brief";
import styles from "./brief-step-form.module.css";

/**
 * A field people never see, on the last step only: moved off-screen (not display:none, which
 * form-filling bots skip), hidden from screen readers and out of the tab order. A submit with
 * something in it saves nothing.
 *
 * What must not fill it: browser autofill and password managers. Its name is "fax", which
 * Chrome's autofill deliberately leaves alone and the common managers have no value for; the
 * managers' own opt-out attributes are set too; and a value the browser autofilled (it matches
 * `:autofill`) is ignored. Its value is read from the page at each submit, never stored.
 */
export function HoneypotField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        {briefWizardCopy.honeypotLabel}
        <input
          ref={inputRef}
          type="text"
          name="fax"
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore=""
          data-lpignore="true"
          data-bwignore=""
          data-form-type="other"
        />
      </label>
    </div>
  );
}

function autofilled(input: HTMLInputElement): boolean {
  for (const selector of [":autofill", ":-webkit-autofill"]) {
    try {
      if (input.matches(selector)) return true;
    } catch {
      // A browser that does not know the selector throws; try the next spelling.
    }
  }
  return false;
}

/** What the honeypot holds at this submit; empty when the browser's own autofill put it there. */
export function honeypotValue(input: HTMLInputElement | null): string {
  if (!input || autofilled(input)) return "";
  return input.value;
}
