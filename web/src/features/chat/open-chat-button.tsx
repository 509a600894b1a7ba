import type { ReactNode } from "react";

export interface OpenChatButtonProps {
  children?: ReactNode;
  className?: string;
}

/**
 * "Chat with us": loads the LiveChat widget on first intent and opens the chat window.
 * (Placeholder until the chat facade lands; see features/chat.)
 */
export function OpenChatButton({ children = "Chat with us", className }: OpenChatButtonProps) {
  return (
    <button type="button" className={className}>
      {children}
    </button>
  );
}
