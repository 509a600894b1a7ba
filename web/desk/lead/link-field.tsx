// A signed link the desk just made (a pay link, a quote's link), shown read-only and selected
// whole on focus, so it can be copied where the clipboard was refused.
import styles from "../desk.module.css";

export function LinkField({ label, url, testId }: { label: string; url: string; testId: string }) {
  return (
    <input
      className={styles.payLink}
      readOnly
      aria-label={label}
      value={url}
      data-testid={testId}
      onFocus={(event) => event.currentTarget.select()}
    />
  );
}
