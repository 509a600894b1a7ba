import { MAX_LEADS_PER_ACTION as FUNCTION_LIMIT } from "@functions/desk-action";
import { describe, expect, it } from "vitest";
import { MAX_LEADS_PER_ACTION } from "./desk-actions";

describe("the desk's action calls", () => {
  it("split a selection at the callable's own limit of leads per call", () => {
    expect(MAX_LEADS_PER_ACTION).toBe(FUNCTION_LIMIT);
  });
});
