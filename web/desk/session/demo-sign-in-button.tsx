// "Sign in as the demo salesperson": emulator builds only (desk-shell.tsx renders it behind
// __DESK_DEMO_SIGN_IN__), so `npm start` opens the desk with no network at all.
import { deskDemoCopy } from "~/content/desk-demo";
import styles from "../desk.module.css";

export default function DemoSignInButton({
  onClick,
  disabled,
}: {
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <>
      <button type="button" className={styles.secondary} onClick={onClick} disabled={disabled}>
        {deskDemoCopy.button}
      </button>
      <p>{deskDemoCopy.note}</p>
    </>
  );
}
