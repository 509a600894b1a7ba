import { describe, expect, it } from "vitest";
import { LEAD_RETENTION_MONTHS } from "@shared/retention";
import { privacy } from "./privacy";

const text = privacy.sections
  .flatMap((section) =>
    section.blocks.flatMap((block) =>
      block.kind === "paragraph" ? [block.text] : [block.intro ?? "", ...block.items],
    ),
  )
  .join("\n");

describe("privacy policy content", () => {
  it("has every section the spec lists, in order", () => {
    expect(privacy.sections.map((section) => section.id)).toEqual([
      "introduction",
      "information-collected",
      "data-security",
      "storage-and-transfer",
      "use-of-data",
      "disclosure",
      "access-and-correction",
      "change-of-control",
      "children",
      "links",
      "changes",
      "contact",
    ]);
  });

  it("states the spec's response periods and minimum age", () => {
    expect(text).toContain("within one month");
    expect(text).toContain("within about 30 days");
    expect(text).toContain("under 18");
  });

  it("states how long briefs are kept, from the period the server deletes them by", () => {
    const storage = privacy.sections.find((section) => section.id === "storage-and-transfer");
    const said = JSON.stringify(storage);
    expect(said).toContain(`for ${LEAD_RETENTION_MONTHS} months after you send them`);
    expect(said).toContain("deleted automatically");
  });

  it("lists the account data of the spec", () => {
    for (const item of [
      "E-mail address",
      "Name",
      "Country",
      "Business name",
      "profile picture",
      "profile description",
      "last four digits",
      "expiry",
    ]) {
      expect(text).toContain(item);
    }
  });

  it("says what the brief collects and where it goes", () => {
    for (const item of ["Company name", "Slogan", "Industry", "keyword", "Phone number"]) {
      expect(text).toContain(item);
    }
    expect(text).toContain("EmailJS");
    expect(text).toContain("Google Firebase");
  });

  it("uses the spec's title and a description about logo designers in New York", () => {
    expect(privacy.hero.heading).toBe("Privacy Policy");
    expect(privacy.meta.title).toBe("Privacy Policy");
    expect(privacy.meta.description).toMatch(/logo designers/);
    expect(privacy.meta.description).toMatch(/New York/);
  });
});
