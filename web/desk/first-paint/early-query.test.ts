// @vitest-environment jsdom
// The first visit's early query: it uses the desk's own copy of the ID token only as Auth would
// (a current token, a salesperson's claim), asks for each part of the view
// with that token, and answers null, without a throw, whenever anything is off.
import { describe, expect, it } from "vitest";
import { NO_FILTERS, viewParts } from "../desk-queries";
import { queryEarlyRows } from "./early-query";
import { saveAppCheckToken, tokenClaims } from "./desk-token";
import { stubFetch } from "./fetch-stub.fixture";
import { failedLeadResult } from "./run-query-answer.fixture";
import { idToken, signIn as signInAs, storedUserKey } from "./stored-user.fixture";

const now = new Date("2026-11-25T10:40:00Z");
const parts = viewParts("attention", NO_FILTERS, now);
const signIn = (claims: object, expiresInMs?: number) =>
  signInAs(claims, expiresInMs, now.getTime());

/** runQuery's answer: one document per part, named after the part, newest first. */
function answer(body: string) {
  const part = Math.max(
    0,
    parts.findIndex((candidate) => body.includes(candidate.spec.orderBy.field)),
  );
  return [
    failedLeadResult(part, new Date(now.getTime() - part * 60_000)),
    { readTime: now.toISOString() },
  ];
}

const fetchMock = stubFetch(answer);

describe("queryEarlyRows", () => {
  it("asks Firestore for every part of the view with the stored token and merges the rows", async () => {
    signIn({ role: "sales" });
    const early = await queryEarlyRows(parts, now);

    expect(fetchMock).toHaveBeenCalledTimes(parts.length);
    for (const [url, init] of fetchMock.mock.calls) {
      expect(String(url)).toMatch(
        /\/v1\/projects\/[\w-]+\/databases\/\(default\)\/documents:runQuery$/,
      );
      expect(new Headers(init?.headers).get("authorization")).toMatch(/^Bearer .+\..+\.$/);
      expect(JSON.parse(String(init?.body))).toHaveProperty("structuredQuery.from");
    }
    expect(early?.uid).toBe("sales-uid");
    expect(early?.rows.map((lead) => lead.answers.companyName)).toContain("Company 0");
    expect(early?.rows.every((lead) => lead.delivery?.state === "ERROR")).toBe(true);
  });

  it("sends no token about to expire (the desk's copy holds no refresh token)", async () => {
    signIn({ role: "sales" }, 30_000);
    expect(await queryEarlyRows(parts, now)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the desk's App Check token along while it is current", async () => {
    signIn({ role: "sales" });
    saveAppCheckToken({ token: "app-check-1", expiresAt: now.getTime() + 30 * 60_000 });
    expect(await queryEarlyRows(parts, now)).not.toBeNull();
    for (const [, init] of fetchMock.mock.calls) {
      expect(new Headers(init?.headers).get("x-firebase-appcheck")).toBe("app-check-1");
    }
    fetchMock.mockClear();
    saveAppCheckToken({ token: "app-check-old", expiresAt: now.getTime() + 1_000 });
    expect(await queryEarlyRows(parts, now)).not.toBeNull();
    for (const [, init] of fetchMock.mock.calls) {
      expect(new Headers(init?.headers).has("x-firebase-appcheck")).toBe(false);
    }
  });

  it("reads only the desk's own copy, never Firebase Auth's record", async () => {
    localStorage.setItem(
      "firebase:authUser:demo-api-key:[DEFAULT]",
      JSON.stringify({
        uid: "sales-uid",
        stsTokenManager: {
          accessToken: idToken({ role: "sales" }),
          refreshToken: "refresh-1",
          expirationTime: now.getTime() + 30 * 60_000,
        },
      }),
    );
    expect(await queryEarlyRows(parts, now)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks nothing without a signed-in user or without the sales claim", async () => {
    expect(await queryEarlyRows(parts, now)).toBeNull();
    signIn({ role: "Sales" });
    expect(await queryEarlyRows(parts, now)).toBeNull();
    signIn({});
    expect(await queryEarlyRows(parts, now)).toBeNull();
    localStorage.setItem(storedUserKey(), "{not json");
    expect(await queryEarlyRows(parts, now)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("answers null when Firestore refuses or the network fails", async () => {
    signIn({ role: "sales" });
    fetchMock.mockResolvedValue(Response.json({ error: { code: 403 } }, { status: 403 }));
    expect(await queryEarlyRows(parts, now)).toBeNull();
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await queryEarlyRows(parts, now)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(parts.length * 2);
  });
});

describe("tokenClaims", () => {
  it("reads a token's payload, base64url and UTF-8 included", () => {
    expect(tokenClaims(idToken({ role: "sales", name: "Zoë" }))).toEqual({
      role: "sales",
      name: "Zoë",
    });
    expect(tokenClaims("no-dots")).toBeNull();
  });
});
