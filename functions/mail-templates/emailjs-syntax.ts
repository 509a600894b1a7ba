// EmailJS's template syntax, as its documentation describes it: Mustache. `{{name}}` is
// replaced by the variable, HTML-escaped; `{{{name}}}` (or `{{& name}}`) unescaped;
// `{{#name}}…{{/name}}` renders only when the variable is non-empty and `{{^name}}…{{/name}}`
// only when it is empty; a variable that was not sent is empty. The `mustache` package has the
// same semantics, so the previews and the contract test render exactly what EmailJS would.
import Mustache from "mustache";

/** The plain-text part's "escape": none, text is not HTML. */
const asIs = (value: string) => value;

export type TemplateSpan = ReturnType<typeof Mustache.parse>[number];

/** How a template refers to one variable. */
export interface VariableUse {
  name: string;
  /** "name" = `{{x}}` (escaped), "&" = `{{{x}}}` or `{{& x}}` (raw), "#" / "^" = a section. */
  kind: string;
}

/** Every variable a template refers to, however it refers to it (sections included). */
export function variableUses(template: string): VariableUse[] {
  const uses: VariableUse[] = [];
  const visit = (spans: TemplateSpan[]) => {
    for (const span of spans) {
      const [kind, name, , , children] = span as [string, string, number, number, TemplateSpan[]?];
      if (kind === "text") continue;
      if (kind === "name" || kind === "&" || kind === "#" || kind === "^" || kind === ">")
        uses.push({ name, kind });
      if (Array.isArray(children)) visit(children);
    }
  };
  visit(Mustache.parse(template));
  return uses;
}

/** The names a template uses, once each. */
export const variableNames = (template: string): Set<string> =>
  new Set(variableUses(template).map((use) => use.name));

/** Renders a template part as EmailJS does; `html: false` for the plain-text part. */
export function renderLikeEmailJs(
  template: string,
  params: Readonly<Record<string, string>>,
  { html }: { html: boolean },
): string {
  return Mustache.render(template, params, {}, html ? {} : { escape: asIs });
}

/**
 * Fills build-time copy into a template source: `<% name %>` (HTML-escaped) and `<%& name %>`
 * (as is), `<%# list %>…<%/ list %>` loops and `<%> partial %>`. EmailJS's `{{ }}` pass through
 * untouched.
 */
export function fillCopy(
  source: string,
  copy: object,
  { html }: { html: boolean },
  partials: Record<string, string> = {},
): string {
  const tags: [string, string] = ["<%", "%>"];
  return Mustache.render(source, copy, partials, html ? { tags } : { tags, escape: asIs });
}
