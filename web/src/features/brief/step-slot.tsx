import { useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { focusStepField } from "./focus-step-field";
import { whenIdle } from "~/lib/when-idle";
import styles from "./brief-wizard.module.css";

export interface StepSlotProps {
  /** True for the step on screen; false for a step built ahead or just left. */
  shown: boolean;
  /** The step's form, whose field is its first input. */
  children: ReactNode;
}

/**
 * One step's place in the wizard. A step that is not on screen is `hidden`: out of the
 * accessibility tree and the focus order, and drawn as an empty box whose contents the browser
 * lays out once and keeps (`content-visibility: hidden`). A step built ahead asks for that
 * layout when the browser is idle, so the frame that shows it after Enter reuses it, as the
 * pricing page's hidden tab panels do. Showing a step moves the focus to its field here, so
 * the form itself is not rendered again.
 */
export function StepSlot({ shown, children }: StepSlotProps) {
  const box = useRef<HTMLDivElement>(null);
  const builtAhead = useRef(!shown);
  const wasHidden = useRef(!shown);

  useEffect(() => {
    if (!builtAhead.current) return;
    // Reading the field's size lays the hidden step's contents out.
    return whenIdle(() => box.current?.querySelector("input")?.getBoundingClientRect());
  }, []);

  // In the same task as the move, so a key typed next lands in this step's field.
  useLayoutEffect(() => {
    if (shown && wasHidden.current) focusStepField(box.current?.querySelector("input"));
    wasHidden.current = !shown;
  }, [shown]);

  return (
    <div ref={box} className={styles.slot} hidden={!shown}>
      {children}
    </div>
  );
}
