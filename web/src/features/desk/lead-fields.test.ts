import { LEAD_FIELDS, LEAD_SOURCE_KEYS } from "@lead";
import { describe, expect, it } from "vitest";
import { ANSWER_FIELDS, SOURCE_FIELDS } from "./lead-fields";

describe("the desk's lead fields", () => {
  it("are the lead schema's answers and source keys, in its order", () => {
    expect(ANSWER_FIELDS).toEqual(LEAD_FIELDS);
    expect(SOURCE_FIELDS).toEqual(LEAD_SOURCE_KEYS);
  });
});
