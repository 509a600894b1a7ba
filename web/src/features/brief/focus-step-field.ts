/**
 * Gives a step's field the focus, unless the visitor has put it somewhere else already. Focus on
 * nothing (the body) or inside a step now hidden (the one just answered, or left with Back) is
 * the wizard's to move. No scrolling: the field takes the place of the one the visitor just
 * answered, in view, and finding out whether it needs scrolling into view takes a layout
 * inside Enter's task.
 */
export function focusStepField(field: HTMLInputElement | null | undefined): void {
  const active = document.activeElement;
  if (!active || active === document.body || active.closest("[hidden]")) {
    field?.focus({ preventScroll: true });
  }
}
