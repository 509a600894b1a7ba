// grant and revoke of the sales claim against a fake account list: never an account created,
// other claims kept, sessions ended on revoke.
import { describe, expect, it } from "vitest";
import { grantSalesRole, revokeSalesRole, type Accounts } from "./desk-grants.js";

function fakeAccounts(
  users: Record<
    string,
    {
      uid: string;
      customClaims?: Record<string, unknown>;
      providers?: string[];
      emailVerified?: boolean;
    }
  >,
) {
  const claims = new Map(Object.values(users).map((u) => [u.uid, u.customClaims]));
  const revoked: string[] = [];
  const accounts: Accounts = {
    async findByEmail(email) {
      const user = users[email];
      // A Google sign-in with a verified address unless the test says otherwise.
      return (
        user && {
          uid: user.uid,
          customClaims: claims.get(user.uid),
          providers: user.providers ?? ["google.com"],
          emailVerified: user.emailVerified ?? true,
        }
      );
    },
    async setClaims(uid, value) {
      if (!claims.has(uid)) throw new Error(`no account ${uid}`);
      claims.set(uid, value ?? undefined);
    },
    async revokeSessions(uid) {
      revoked.push(uid);
    },
  };
  return { accounts, claims, revoked };
}

describe("grantSalesRole", () => {
  it("creates nothing for an address that has never signed in", async () => {
    const { accounts, claims } = fakeAccounts({});
    await expect(grantSalesRole(accounts, "new@brandvista.studio")).resolves.toEqual({
      kind: "no-account",
    });
    expect(claims.size).toBe(0);
  });

  it("gives an account role: sales and keeps its other claims", async () => {
    const { accounts, claims } = fakeAccounts({
      "jo@brandvista.studio": { uid: "jo", customClaims: { team: "dallas" } },
    });
    await expect(grantSalesRole(accounts, "jo@brandvista.studio")).resolves.toEqual({
      kind: "changed",
      uid: "jo",
    });
    expect(claims.get("jo")).toEqual({ team: "dallas", role: "sales" });
  });

  it("replaces another role, and says when there is nothing to do", async () => {
    const { accounts, claims } = fakeAccounts({
      "a@b.co": { uid: "a", customClaims: { role: "Sales" } },
      "c@b.co": { uid: "c", customClaims: { role: "sales" } },
    });
    await grantSalesRole(accounts, "a@b.co");
    expect(claims.get("a")).toEqual({ role: "sales" });
    await expect(grantSalesRole(accounts, "c@b.co")).resolves.toEqual({
      kind: "unchanged",
      uid: "c",
    });
  });
});

describe("grantSalesRole: Google sign-ins with a verified address only", () => {
  it("refuses an account that signs in with a password only, and says why", async () => {
    const { accounts, claims } = fakeAccounts({
      "future@brandvista.studio": { uid: "squatter", providers: ["password"] },
    });
    await expect(grantSalesRole(accounts, "future@brandvista.studio")).resolves.toEqual({
      kind: "not-google",
      uid: "squatter",
      why: "no-google-sign-in",
    });
    expect(claims.get("squatter")).toBeUndefined();
  });

  it("refuses a Google account whose address is not verified", async () => {
    const { accounts, claims } = fakeAccounts({
      "jo@brandvista.studio": { uid: "jo", emailVerified: false },
    });
    await expect(grantSalesRole(accounts, "jo@brandvista.studio")).resolves.toMatchObject({
      kind: "not-google",
      why: "address-not-verified",
    });
    expect(claims.get("jo")).toBeUndefined();
  });
});

describe("revokeSalesRole", () => {
  it("removes the claim, keeps the others and ends the sessions", async () => {
    const { accounts, claims, revoked } = fakeAccounts({
      "jo@b.co": { uid: "jo", customClaims: { role: "sales", team: "dallas" } },
      "al@b.co": { uid: "al", customClaims: { role: "sales" } },
    });
    await expect(revokeSalesRole(accounts, "jo@b.co")).resolves.toEqual({
      kind: "changed",
      uid: "jo",
    });
    await revokeSalesRole(accounts, "al@b.co");
    expect(claims.get("jo")).toEqual({ team: "dallas" });
    expect(claims.get("al")).toBeUndefined();
    expect(revoked).toEqual(["jo", "al"]);
  });

  it("changes nothing for an account without the claim, or no account", async () => {
    const { accounts, revoked } = fakeAccounts({ "x@b.co": { uid: "x" } });
    await expect(revokeSalesRole(accounts, "x@b.co")).resolves.toEqual({
      kind: "unchanged",
      uid: "x",
    });
    await expect(revokeSalesRole(accounts, "y@b.co")).resolves.toEqual({ kind: "no-account" });
    expect(revoked).toEqual([]);
  });
});
