// The sales desk's own CSP sources: Google sign-in and the callable on the desk's pages only.
import { describe, expect, it } from "vitest";
import { pagePolicy } from "../../web/scripts/csp.mjs";
import { EMPTY_PAGE, directive } from "../support/csp-policy";
import { deskPagePolicy, deskSources, isDeskPath } from "../../web/scripts/desk-csp.mjs";
import { emulatorPorts } from "../../web/scripts/emulator-ports.mjs";

const base = EMPTY_PAGE;

describe("the desk's CSP sources", () => {
  it("allow Google's iframe helper, the auth domain, Auth's token endpoints and the callable", () => {
    const extra = deskSources({ projectId: "brandvista-prod", authDomain: "", emulated: false });
    const policy = pagePolicy({ ...base, extra });
    expect(directive(policy, "script-src")).toEqual(["'self'", "https://apis.google.com"]);
    expect(directive(policy, "frame-src")).toEqual(["https://brandvista-prod.firebaseapp.com"]);
    expect(directive(policy, "connect-src")).toEqual([
      "'self'",
      "https://firestore.googleapis.com",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
      "https://us-central1-brandvista-prod.cloudfunctions.net",
    ]);
  });

  it("use a custom auth domain when one is configured", () => {
    const extra = deskSources({
      projectId: "p",
      authDomain: "login.brandvista.studio",
      emulated: false,
    });
    expect(extra.frame).toEqual(["https://login.brandvista.studio"]);
  });

  it("add the Functions emulator (and Auth's, when firebase.json has it) for demo builds", () => {
    const extra = deskSources({ projectId: "demo-brandvista", emulated: true });
    const functions = `http://127.0.0.1:${emulatorPorts().functions}`;
    expect(extra.connect).toContain(functions);
    expect(extra.frame).toContain(functions);
  });

  it("leave every other page's policy without them", () => {
    const policy = pagePolicy(base);
    expect(policy).not.toMatch(
      /apis\.google|identitytoolkit|securetoken|cloudfunctions|firebaseapp/,
    );
    expect(directive(policy, "frame-src")).toEqual(["'none'"]);
  });

  it("never name a chat vendor on a desk page, even in a build with a chat licence", () => {
    const extra = deskSources({ projectId: "brandvista-prod", authDomain: "", emulated: false });
    const build = { chat: true, appCheck: true, emulatorOrigins: [] };
    const publicPolicy = pagePolicy({ ...base, chat: build.chat, appCheck: build.appCheck });
    expect(publicPolicy).toMatch(/livechat/); // what the desk must leave out
    const policy = deskPagePolicy({ ...base, build, extra });
    expect(policy).not.toMatch(/livechat/i);
    // App Check stays: the desk starts it when the key is built in.
    expect(directive(policy, "connect-src")).toContain(
      "https://content-firebaseappcheck.googleapis.com",
    );
  });

  it("apply to /desk and its pages, not to paths that only start alike", () => {
    expect(isDeskPath("/desk")).toBe(true);
    expect(isDeskPath("/desk/leads/abc")).toBe(true);
    expect(isDeskPath("/desktop-apps")).toBe(false);
    expect(isDeskPath("/")).toBe(false);
  });
});
