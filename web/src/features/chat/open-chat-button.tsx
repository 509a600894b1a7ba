import { type ReactNode, useId, useRef, useState } from "react";
import { site } from "~/content/site";
import { openLiveChat, warmUpLiveChat } from "./livechat-loader";
import styles from "./open-chat-button.module.css";

export interface OpenChatButtonProps {
  children?: ReactNode;
  className?: string;
  /** LiveChat licence; defaults to the site config. Null offers phone and e-mail instead. */
  licence?: number | null;
}

/**
 * "Chat with us": a facade for LiveChat. Hover or focus warms up the connection, a click
 * loads the widget and opens the chat window. Before that, no LiveChat script is requested.
 * Without a licence the button opens a small panel with the phone number and sales e-mail.
 */
export function OpenChatButton({
  children = "Chat with us",
  className,
  licence = site.chatLicence,
}: OpenChatButtonProps) {
  if (licence === null) return <ContactFallback className={className}>{children}</ContactFallback>;
  return (
    <button
      type="button"
      className={className ?? styles.button}
      onPointerEnter={warmUpLiveChat}
      onFocus={warmUpLiveChat}
      onClick={() => openLiveChat(licence)}
    >
      {children}
    </button>
  );
}

function ContactFallback({ children, className }: { children: ReactNode; className?: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLSpanElement>(null);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <span
      ref={rootRef}
      className={styles.wrapper}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          close();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={className ?? styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {children}
      </button>
      <span id={panelId} className={styles.panel} hidden={!open}>
        <span className={styles.panelTitle}>Talk to our team</span>
        <a className={styles.panelLink} href={`tel:${site.phone.tel}`}>
          Call {site.phone.display}
        </a>
        <a className={styles.panelLink} href={`mailto:${site.salesEmail}`}>
          E-mail {site.salesEmail}
        </a>
      </span>
    </span>
  );
}
