import { LEAD_FIELDS } from "@shared/lead-fields";
import { describe, expect, it } from "vitest";
import { toDeskLead } from "../desk-lead";
import { csvCell, leadsCsv, neutralise } from "./lead-csv";

const lead = (fields: Record<string, unknown>) =>
  toDeskLead("lead-1", {
    companyName: "Acme",
    sloganName: "",
    industry: "Bakery",
    keyword: "bread",
    emailAddress: "owner@acme.example",
    number: "(214) 555-0100",
    createdAt: new Date("2026-11-25T10:00:00Z"),
    ...fields,
  });

describe("neutralise", () => {
  it.each(['=HYPERLINK("http://x")', "+1 214 555 0100", "-2+3", "@SUM(A1)", "\t=1", "\r=1"])(
    "makes %j text by prefixing an apostrophe",
    (value) => {
      expect(neutralise(value)).toBe(`'${value}`);
    },
  );

  it("leaves ordinary text alone", () => {
    expect(neutralise("Acme = best")).toBe("Acme = best");
    expect(neutralise("")).toBe("");
  });
});

describe("csvCell", () => {
  it("quotes commas, quotes and line breaks after neutralising", () => {
    expect(csvCell('=1,"2"')).toBe(`"'=1,""2"""`);
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });
});

describe("leadsCsv", () => {
  it("writes a header and one row per lead with every answer, the plan label and the source", () => {
    const csv = leadsCsv(
      [
        lead({
          companyName: "=cmd|' /C calc'!A0",
          plan: "logo-starter",
          source: { utmSource: "google", utmMedium: "cpc", referrer: "https://www.google.com/" },
          delivery: { state: "HELD", heldFor: "budget", attempts: 0, round: 0 },
        }),
      ],
      new Date("2026-11-25T11:00:00Z"),
    );
    const [header, row, end] = csv.split("\r\n");
    expect(end).toBe("");
    expect(header?.split(",")).toEqual(
      expect.arrayContaining([
        "id",
        "receivedAt",
        ...LEAD_FIELDS, // every answer of the brief has its column
        "plan",
        "planLabel",
        "utmSource",
        "utmMedium",
        "referrer",
        "deliveryState",
        "delivery",
      ]),
    );
    expect(row).toContain("'=cmd|' /C calc'!A0");
    expect(row).not.toMatch(/(^|,)=/);
    expect(row).toContain("Starter Logo — $249");
    expect(row).toContain("google,cpc");
    expect(row).toContain("HELD,Held: hourly limit");
    expect(row).toContain("'(214) 555-0100".slice(1));
    expect(row).toContain("2026-11-25T10:00:00.000Z");
  });
});
