import { OpenChatButton } from "./open-chat-button";
import styles from "./chat-launcher.module.css";

/** The floating "Chat with us" action shown on marketing pages. */
export function ChatLauncher() {
  return (
    <div className={styles.launcher}>
      <OpenChatButton className={styles.button}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm3 6v2h2v-2H7Zm4 0v2h2v-2h-2Zm4 0v2h2v-2h-2Z"
          />
        </svg>
        <span className={styles.label}>Chat with us</span>
      </OpenChatButton>
    </div>
  );
}
