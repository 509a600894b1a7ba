// App Check on the callables: nothing required while APP_CHECK_SITE_KEY is empty (the
// emulators, the tests); once it is set, a call without a verified App Check token is refused,
// the desk's five callables included, before they read anything or check the caller.
import { afterEach, describe, expect, it } from "vitest";
import { SALES } from "../testing/desk-callers.js";
import {
  handleDeskAction,
  handleDeskPayLink,
  handleSendBalanceInvoice,
} from "../desk/live-desk-action.js";
import { handleErasePerson, handleFindPerson } from "../desk/live-person-request.js";
import { requireAppCheck } from "./app-check.js";

const before = process.env.APP_CHECK_SITE_KEY;
/** Sets the functions' APP_CHECK_SITE_KEY param (undefined: not set). */
function siteKey(value: string | undefined) {
  if (value === undefined) delete process.env.APP_CHECK_SITE_KEY;
  else process.env.APP_CHECK_SITE_KEY = value;
}
afterEach(() => siteKey(before));

describe("requireAppCheck", () => {
  it("requires nothing while App Check is not configured", () => {
    siteKey(undefined);
    expect(() => requireAppCheck({})).not.toThrow();
    siteKey("  ");
    expect(() => requireAppCheck({})).not.toThrow();
  });

  it("refuses a call without a verified token once the site key is set, and passes one with it", () => {
    siteKey("6LcSiteKey");
    expect(() => requireAppCheck({})).toThrow(expect.objectContaining({ code: "unauthenticated" }));
    expect(() => requireAppCheck({ app: { appId: "1:123:web:abc" } })).not.toThrow();
  });
});

describe("the desk's callables with App Check configured", () => {
  const DESK_CALLABLES = [
    ["deskLeadAction", handleDeskAction],
    ["deskPayLink", handleDeskPayLink],
    ["sendBalanceInvoice", handleSendBalanceInvoice],
    ["deskFindPerson", handleFindPerson],
    ["deskErasePerson", handleErasePerson],
  ] as const;

  it.each(DESK_CALLABLES)("%s refuses a salesperson's call without a token", async (_, handle) => {
    siteKey("6LcSiteKey");
    await expect(handle({ auth: SALES, data: { leadId: "x" } })).rejects.toMatchObject({
      code: "unauthenticated",
    });
  });
});
