// The quote link's token: it names the lead and the quote (its agreedAt), ends when the quote
// does, refuses any change, and is never a pay link (nor a pay link a quote link).
import { describe, expect, it } from "vitest";
import { checkPayLink, signPayLink } from "./pay-link.js";
import { checkQuoteLink, signQuoteLink } from "./quote-link.js";

const SECRET = "unit-test-pay-link-secret-of-32-bytes-or-more";
const OTHER = "another-unit-test-secret-of-32-bytes-or-more";
const LEAD_ID = "Abc0AutoShapedLeadId";
const AGREED = new Date("2026-11-27T06:30:00.123Z");
const UNTIL = new Date("2026-12-27T06:30:00Z");
const quote = { leadId: LEAD_ID, agreedAt: AGREED, validUntil: UNTIL };

describe("quote links", () => {
  it("opens to the lead and the quote's identity until its valid-until", () => {
    const token = signQuoteLink(quote, SECRET);
    expect(token).not.toContain(LEAD_ID);
    expect(checkQuoteLink(token, AGREED, SECRET)).toEqual({ kind: "valid", ...quote });
    expect(checkQuoteLink(token, UNTIL, SECRET)).toEqual({ kind: "expired", leadId: LEAD_ID });
  });

  it("refuses a changed character, another key, and stays apart from pay links", () => {
    const token = signQuoteLink(quote, SECRET);
    const body = token.split(".")[1] ?? "";
    const flipped = body.replace(/^./, (c) => (c === "A" ? "B" : "A"));
    expect(checkQuoteLink(token.replace(body, flipped), AGREED, SECRET)).toEqual({
      kind: "invalid",
    });
    expect(checkQuoteLink(token, AGREED, OTHER)).toEqual({ kind: "invalid" });
    expect(checkQuoteLink(token, AGREED, { current: OTHER, previous: SECRET })).toMatchObject({
      kind: "valid",
    });
    expect(checkPayLink(token, AGREED, SECRET)).toEqual({ kind: "invalid" });
    expect(checkQuoteLink(signPayLink(LEAD_ID, AGREED, SECRET), AGREED, SECRET)).toEqual({
      kind: "invalid",
    });
    expect(checkQuoteLink("x.y.z", AGREED, SECRET)).toEqual({ kind: "invalid" });
  });
});
