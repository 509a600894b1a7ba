// A question asked before a desk action that cannot be taken back (Send balance invoice: Stripe
// e-mails the client at once): a native modal <dialog>, so the focus stays inside it, Escape
// cancels, and the page behind is inert. Its heading names it for screen readers; the focus
// starts on Cancel (the safe answer) and returns to the button that opened it.
import { useEffect, useId, useRef, type ReactNode } from "react";
import styles from "../desk.module.css";

export function ConfirmDialog({
  open,
  title,
  children,
  confirm,
  cancel,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The confirm button's label (the action, e.g. "Send the invoice"). */
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  /** Called when the dialog closes without confirming (Cancel, Escape). */
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement;
      dialog.showModal();
      // The safe answer first (showModal would focus the first button, the action).
      cancelRef.current?.focus();
      return () => {
        if (dialog.open) dialog.close();
        // Back to the button that opened it, if it is still on the page.
        if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      };
    }
    return undefined;
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={headingId} className={styles.subheading}>
        {title}
      </h2>
      {children}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onConfirm}>
          {confirm}
        </button>
        <button type="button" className={styles.secondary} onClick={onClose} ref={cancelRef}>
          {cancel}
        </button>
      </div>
    </dialog>
  );
}
