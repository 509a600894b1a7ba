/** Joins the class names that apply, skipping false/empty ones (no stray spaces or "undefined"). */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}
