// `npm run leads -- grant|revoke <email>` exactly as a person runs it, against the Auth
// emulator: grant creates no account for an address that has never signed in, nor gives the
// claim to an account without a Google sign-in with a verified address, gives a Google account
// the claim its next token carries, and revoke takes it away again.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { adminAuth, deskClient, type DeskClient } from "../support/desk-auth";
import { uniqueLeadId } from "../support/leads";

const run = promisify(execFile);
const clients: DeskClient[] = [];
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
});

/** Runs the command; resolves with its exit code and everything it printed. */
async function leads(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run("node", ["functions/lib/ops/leads-cli.js", ...args], {
      timeout: 60_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: (failed.stdout ?? "") + (failed.stderr ?? "") };
  }
}

const address = (label: string) => `${uniqueLeadId(label)}@brandvista.studio`;

describe("npm run leads -- grant", () => {
  it("creates nothing for an address that has never signed in, and says so", async () => {
    const email = address("never");
    const { code, output } = await leads("grant", email);
    expect(code).toBe(1);
    expect(output).toContain(`No account signs in as ${email} yet`);
    expect(output).toContain("nothing was created");
    await expect((await adminAuth()).getUserByEmail(email)).rejects.toMatchObject({
      code: "auth/user-not-found",
    });
  });

  it("gives an account that signed in with Google the claim, and revoke takes it away", async () => {
    const email = address("colleague");
    const client = await deskClient(email);
    clients.push(client);
    expect((await client.user?.getIdTokenResult())?.claims.role).toBeUndefined();

    const granted = await leads("grant", email);
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.output).toContain(`Granted: ${email}`);
    expect((await client.user?.getIdTokenResult(true))?.claims.role).toBe("sales");
    expect((await leads("grant", email)).output).toContain("already has the sales desk");

    const revoked = await leads("revoke", email);
    expect(revoked).toMatchObject({ code: 0 });
    expect(revoked.output).toContain(`Revoked: ${email}`);
    const user = await (await adminAuth()).getUserByEmail(email);
    expect(user.customClaims?.role).toBeUndefined();
    // Its sessions are ended (production then refuses a refresh; the emulator records the
    // time but still refreshes), and a fresh token no longer carries the claim.
    expect(Date.parse(user.tokensValidAfterTime ?? "")).toBeGreaterThan(Date.now() - 60_000);
    expect((await client.user?.getIdTokenResult(true))?.claims.role).toBeUndefined();
  });

  it("refuses an account with a password sign-in and no Google one, and says why", async () => {
    const email = address("squatter");
    // Someone registered a future salesperson's address with a password.
    const client = await deskClient(email, { provider: "password" });
    clients.push(client);
    const { code, output } = await leads("grant", email);
    expect(code).toBe(1);
    expect(output).toContain("has never signed in with Google");
    expect(output).toContain("nothing was granted");
    const user = await (await adminAuth()).getUserByEmail(email);
    expect(user.customClaims?.role).toBeUndefined();
  });

  it("refuses a Google account whose address is not verified", async () => {
    const email = address("unverified");
    const client = await deskClient(email, { provider: "google", emailVerified: false });
    clients.push(client);
    const { code, output } = await leads("grant", email);
    expect(code).toBe(1);
    expect(output).toContain("its address is not verified");
    expect((await (await adminAuth()).getUserByEmail(email)).customClaims?.role).toBeUndefined();
  });

  it("needs an address", async () => {
    const { code, output } = await leads("grant");
    expect(code).toBe(2);
    expect(output).toContain("grant|revoke EMAIL");
  });
});
