/**
 * Gives a step's field the focus, unless the visitor has put it somewhere else already. Focus on
 * nothing (the body) or inside a step now hidden (the one just answered, or left with Back) is
 * the wizard's to move. No scrolling: the field takes the place of the one the visitor just
 * answered, in view.
 *
 * The page's layout is read first. A step just shown still has its hidden style until the
 * browser computes styles again, so Chromium's focus() found the field inside a
 * `content-visibility: hidden` box and brought that box's contents up to date on its own path:
 * 20–25 ms of Enter's handlers at 4× CPU. Read first, the layout applies the step's new style
 * (under 1 ms: the step was laid out while hidden, step-slot.tsx), and focus() then takes ~4 ms.
 */
export function focusStepField(field: HTMLInputElement | null | undefined): void {
  const active = document.activeElement;
  if (!field || (active && active !== document.body && !active.closest("[hidden]"))) return;
  void document.documentElement.offsetHeight;
  field.focus({ preventScroll: true });
}
