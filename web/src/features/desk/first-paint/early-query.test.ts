// @vitest-environment jsdom
// The first visit's early query: it uses the user Auth keeps signed in only as Auth would (a
// current token, refreshed when old, a salesperson's claim), asks for each part of the view
// with that token, and answers null, without a throw, whenever anything is off.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NO_FILTERS, viewParts } from "../desk-queries";
import { queryEarlyRows, tokenClaims } from "./early-query";
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

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async (_url, init) =>
    Response.json(answer(String(init?.body ?? ""))),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
});

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

  it("refreshes a token about to expire at the token endpoint first, and uses the new one", async () => {
    signIn({ role: "sales" }, 30_000);
    const fresh = idToken({ role: "sales", fresh: true });
    fetchMock.mockImplementation(async (url, init) =>
      String(url).includes("/v1/token")
        ? Response.json({ id_token: fresh, expires_in: "3600" })
        : Response.json(answer(String(init?.body ?? ""))),
    );
    expect(await queryEarlyRows(parts, now)).not.toBeNull();

    const [tokenUrl, tokenInit] = fetchMock.mock.calls[0] ?? [];
    expect(String(tokenUrl)).toMatch(/securetoken\.googleapis\.com\/v1\/token\?key=/);
    expect(String(tokenInit?.body)).toBe("grant_type=refresh_token&refresh_token=refresh-1");
    const queries = fetchMock.mock.calls.slice(1);
    expect(queries).toHaveLength(parts.length);
    for (const [, init] of queries) {
      expect(new Headers(init?.headers).get("authorization")).toBe(`Bearer ${fresh}`);
    }
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

  it("answers null when Firestore refuses, the network fails or the refresh is refused", async () => {
    signIn({ role: "sales" });
    fetchMock.mockResolvedValue(Response.json({ error: { code: 403 } }, { status: 403 }));
    expect(await queryEarlyRows(parts, now)).toBeNull();
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await queryEarlyRows(parts, now)).toBeNull();
    signIn({ role: "sales" }, 0);
    fetchMock.mockResolvedValue(Response.json({ error: "TOKEN_EXPIRED" }, { status: 400 }));
    expect(await queryEarlyRows(parts, now)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(parts.length * 2 + 1);
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
