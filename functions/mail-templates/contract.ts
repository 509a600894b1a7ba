// The variables contract between the functions and the templates: every variable a template
// uses is one the functions send it; every variable sent is used by its template or listed as
// deliberately unused; and no variable is ever inserted unescaped (`{{{x}}}` / `{{& x}}`): the
// answers and the source are typed by strangers, so raw HTML from them would land in the sales
// inbox. Nor does a template build a mailto link from a variable (`mailto:{{emailAddress}}`):
// the functions send one already encoded (emailHref), as they send Reply-To normalised (replyTo).
import { LEAD_FIELDS, LEAD_SOURCE_KEYS } from "../src/shared/lead.js";
import type { BuiltTemplate } from "./build.js";
import { variableUses } from "./emailjs-syntax.js";

/** Variables whose value a visitor types (the brief's answers and where the visit came from). */
export const VISITOR_VARIABLES: readonly string[] = [...LEAD_FIELDS, ...LEAD_SOURCE_KEYS];

/** Every field of a built template that EmailJS fills in, by the name its dashboard gives it. */
export const templateFields = (built: BuiltTemplate): Record<string, string> => ({
  Subject: built.subject,
  "To Email": built.to,
  "Reply To": built.replyTo,
  "From Name": built.fromName,
  Content: built.html,
  "Plain text": built.text,
});

/** What breaks the contract in one template, as sentences; empty when it holds. */
export function contractProblems(built: BuiltTemplate): string[] {
  const { spec } = built;
  const problems: string[] = [];
  const used = new Set<string>();
  for (const [field, template] of Object.entries(templateFields(built))) {
    for (const use of variableUses(template)) {
      used.add(use.name);
      if (!spec.sentWith.includes(use.name))
        problems.push(
          `${spec.file} ${field}: uses {{${use.name}}}, which the functions never send`,
        );
      if (use.kind === "&")
        problems.push(
          `${spec.file} ${field}: inserts ${use.name} unescaped ({{{${use.name}}}})` +
            (VISITOR_VARIABLES.includes(use.name) ? ", a visitor's answer: HTML injection" : ""),
        );
      if (use.kind === ">")
        problems.push(`${spec.file} ${field}: {{> ${use.name}}} is a partial, EmailJS has none`);
    }
  }
  for (const [field, template] of Object.entries(templateFields(built)))
    if (/mailto:\s*\{\{/.test(template))
      problems.push(
        `${spec.file} ${field}: builds a mailto link from a variable; use {{emailHref}}, encoded by the functions`,
      );
  for (const name of spec.sentWith)
    if (!used.has(name) && !(name in spec.unused))
      problems.push(`${spec.file}: the functions send ${name}, which the template never uses`);
  for (const name of Object.keys(spec.unused))
    if (used.has(name) || !spec.sentWith.includes(name))
      problems.push(`${spec.file}: ${name} is listed as unused, but is used or not sent`);
  return problems;
}
