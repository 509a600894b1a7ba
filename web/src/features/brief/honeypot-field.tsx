import { briefStore, saveHoneypot } from "./brief-store";
import { briefWizardCopy } from "~/content/brief";
import styles from "./brief-step-form.module.css";

/**
 * A field people never see: moved off-screen (not display:none, which form-filling bots skip),
 * hidden from screen readers and out of the tab order. Anything typed here marks the brief as
 * a bot's: it is then "sent" without saving anything.
 */
export function HoneypotField({ defaultValue }: { defaultValue: string }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        {briefWizardCopy.honeypotLabel}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue={defaultValue}
          onChange={(event) => saveHoneypot(briefStore, event.target.value)}
        />
      </label>
    </div>
  );
}
