// firestore.rules repeat each lead field's name and limits (rules cannot import TypeScript).
// This test reads them back out of the rules file and compares them with the fields'
// description (functions/src/shared/lead-field-specs.ts), so the two cannot drift apart
// unnoticed; the rules tests (tests/rules/) then prove the rules behave as read here.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LEAD_FIELD_SPECS, fieldSpec } from "../../functions/src/shared/lead-field-specs";
import {
  LEAD_FIELDS,
  LEAD_SOURCE_KEYS,
  type LeadField,
} from "../../functions/src/shared/lead-fields";
import { LEAD_ID_PATTERN, LEAD_LIMITS, PLAN_PATTERN } from "../../functions/src/shared/lead";
import { INVALID_LEADS, VALID_LEADS } from "../fixtures/leads";

const rules = readFileSync(new URL("../../firestore.rules", import.meta.url), "utf8");

/** The body of the rules function `name` (up to the closing brace at its own indent). */
function functionBody(name: string): string {
  const match = new RegExp(`function ${name}\\([^)]*\\) \\{\\n([\\s\\S]*?)\\n    \\}`).exec(rules);
  if (!match?.[1]) throw new Error(`firestore.rules has no function ${name}()`);
  return match[1].replace(/\/\/.*$/gm, ""); // comments say things; code decides
}

/** The quoted names a rules function returns as a list. */
const listedNames = (name: string) =>
  [...functionBody(name).matchAll(/'([^']*)'/g)].map((match) => match[1]);

const leadRules = functionBody("isValidLead");

/** Every number `pattern` (with one capture for the number) finds in isValidLead. */
function numbers(pattern: string): number[] {
  return [...leadRules.matchAll(new RegExp(pattern, "g"))].map((match) => Number(match[1]));
}

/** The source of the rules' regular expression `subject.matches(…)` in `body`, unescaped. */
function rulesPatternSource(body: string, subject: string): string | undefined {
  const quoted = (quote: string) =>
    new RegExp(`${subject}\\.matches\\(${quote}((?:[^${quote}\\\\]|\\\\.)*)${quote}\\)`).exec(
      body,
    )?.[1];
  const source = quoted("'") ?? quoted('"');
  return source?.replace(/\\\\/g, "\\");
}

/** The rules' regular expression for a field, as JavaScript (rules `matches` the whole value). */
function rulesPattern(field: string): RegExp | undefined {
  const source = rulesPatternSource(leadRules, `lead\\.${field}`);
  return source === undefined ? undefined : new RegExp(`^(?:${source})$`);
}

/** A JavaScript pattern's source without the ^ and $ that the rules' `matches` implies. */
const wholeValueSource = (pattern: RegExp) => pattern.source.replace(/^\^|\$$/g, "");

/** Values of `field` in the shared fixtures, valid and invalid: the patterns' test cases. */
function sampleValues(field: string): string[] {
  const values = [...VALID_LEADS, ...INVALID_LEADS]
    .map((each) => each.fields[field])
    .filter((value): value is string => typeof value === "string");
  return [...new Set(["", " ", ...values])];
}

describe("firestore.rules and the lead fields' description", () => {
  it("list the same fields, in the brief's order, plus createdAt", () => {
    expect(listedNames("leadKeys")).toEqual([...LEAD_FIELDS, "createdAt"]);
    expect(listedNames("optionalLeadKeys")).toEqual(["plan", "source"]);
    expect(listedNames("sourceKeys")).toEqual([...LEAD_SOURCE_KEYS]);
  });

  it.each(LEAD_FIELDS)("give %s the same maximum length", (field) => {
    expect(numbers(`isShortString\\(lead\\.${field}, (\\d+)\\)`)).toEqual([
      LEAD_FIELD_SPECS[field].limits.max,
    ]);
  });

  it.each(LEAD_FIELDS)("give %s the same minimum length and digit counts", (field: LeadField) => {
    const { limits } = fieldSpec(field);
    const min = numbers(`lead\\.${field}\\.trim\\(\\)\\.size\\(\\) >= (\\d+)`);
    expect(min).toEqual(limits.min === undefined ? [] : [limits.min]);
    const digits = `lead\\.${field}\\.replace\\('\\[\\^0-9\\]', ''\\)\\.size\\(\\)`;
    expect(numbers(`${digits} >= (\\d+)`)).toEqual(
      limits.minDigits === undefined ? [] : [limits.minDigits],
    );
    expect(numbers(`${digits} <= (\\d+)`)).toEqual(
      limits.maxDigits === undefined ? [] : [limits.maxDigits],
    );
  });

  it.each(LEAD_FIELDS)("hold %s to a pattern that decides like the description's", (field) => {
    const spec = fieldSpec(field);
    const fromRules = rulesPattern(field);
    expect(fromRules !== undefined, "the rules have a pattern for it").toBe(
      spec.pattern !== undefined,
    );
    if (!fromRules || !spec.pattern) return;
    for (const value of sampleValues(field)) {
      expect(fromRules.test(value), JSON.stringify(value)).toBe(spec.pattern.test(value));
    }
  });

  it.each(LEAD_FIELDS.filter((field) => fieldSpec(field).pattern))(
    "write the pattern of %s exactly as the description does",
    (field) => {
      const pattern = fieldSpec(field).pattern;
      expect(pattern && rulesPatternSource(leadRules, `lead\\.${field}`)).toBe(
        pattern && wholeValueSource(pattern),
      );
    },
  );

  it("accept exactly the lead ids of the automatic shape, as the functions do", () => {
    expect(rulesPatternSource(functionBody("isLeadId"), "id")).toBe(
      wholeValueSource(LEAD_ID_PATTERN),
    );
    expect(rules).toMatch(/allow create: if isLeadId\(leadId\) && isValidLead\(/);
  });

  it.each(LEAD_FIELDS)("require %s exactly when the description does", (field) => {
    const spec = fieldSpec(field);
    const hasMin = numbers(`lead\\.${field}\\.trim\\(\\)\\.size\\(\\) >= (\\d+)`).some(
      (n) => n > 0,
    );
    const pattern = rulesPattern(field);
    const refusesEmpty = hasMin || (pattern !== undefined && !pattern.test(""));
    expect(refusesEmpty).toBe(spec.required);
  });

  it("limit the plan and the source's values as the schema does", () => {
    expect(functionBody("isValidLead")).toContain(
      `lead.plan.matches('${PLAN_PATTERN.source.replace(/^\^|\$$/g, "")}')`,
    );
    const sourceBody = functionBody("isValidSource");
    for (const key of LEAD_SOURCE_KEYS) {
      expect(sourceBody).toContain(
        `isOptionalShortString(source, '${key}', ${LEAD_LIMITS.source.max})`,
      );
    }
  });
});
