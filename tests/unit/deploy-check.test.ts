// The hosting predeploy check: a demo or emulator build never reaches a real project, and
// neither does a deploy without App Check on both sides, unless the operator accepts the risk.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DESK_ORIGIN_DEFAULT, deployProblems } from "../../web/scripts/deploy-check.mjs";
import { deskOrigin } from "../../web/scripts/hosting-sites.mjs";
import {
  ACCEPT_RISK,
  functionsParams,
  riskAccepted,
} from "../../web/scripts/deploy-check-app-check.mjs";

const SITE_KEY = "6LcQx-site-key-for-brandvista-prod";
const PROD = { projectId: "brandvista-prod", emulatorOrigins: [], appCheckSiteKey: SITE_KEY };
const FUNCTIONS = { appCheckSiteKey: SITE_KEY };

describe("deployProblems", () => {
  it("lets a build for the target's real project through, App Check on both sides", () => {
    expect(deployProblems(PROD, "brandvista-prod", FUNCTIONS)).toEqual([]);
  });

  it("holds the functions' DESK_ORIGIN to firebase.json's /desk redirect, and wants the desk's site built", () => {
    const hosting = { deskOrigin: deskOrigin(), deskBuilt: true };
    expect(deskOrigin()).toBe(DESK_ORIGIN_DEFAULT); // the param's default is the redirect's origin
    expect(deployProblems(PROD, "brandvista-prod", FUNCTIONS, hosting)).toEqual([]);
    const elsewhere = { ...FUNCTIONS, deskOrigin: "https://brandvista.studio" };
    expect(deployProblems(PROD, "brandvista-prod", elsewhere, hosting).join("\n")).toMatch(
      /DESK_ORIGIN.*redirects \/desk to https:\/\/desk\.brandvista\.studio/,
    );
    expect(
      deployProblems(PROD, "brandvista-prod", FUNCTIONS, { ...hosting, deskBuilt: false }).join(
        "\n",
      ),
    ).toMatch(/no desk\//);
  });

  it.each([
    ["a missing build", undefined, /no build-info\.json/],
    ["a demo- project", { ...PROD, projectId: "demo-brandvista" }, /offline demo project/],
    [
      "an emulator",
      { ...PROD, emulatorOrigins: ["http://127.0.0.1:8080"] },
      /writes leads to an emulator/,
    ],
    ["another project", { ...PROD, projectId: "brandvista-staging" }, /goes to "brandvista-prod"/],
  ])("refuses %s", (_name, info, problem) => {
    const problems = deployProblems(info, "brandvista-prod", FUNCTIONS);
    expect(problems.join("\n")).toMatch(problem);
  });

  it.each([
    [
      "a site built without a reCAPTCHA Enterprise key",
      { ...PROD, appCheckSiteKey: "" },
      FUNCTIONS,
      /built without App Check: set VITE_RECAPTCHA_ENTERPRISE_SITE_KEY/,
    ],
    [
      "a build from before the key was recorded",
      { projectId: "brandvista-prod", emulatorOrigins: [] },
      FUNCTIONS,
      /built without App Check/,
    ],
    ["functions without APP_CHECK_SITE_KEY", PROD, {}, /APP_CHECK_SITE_KEY is empty/],
    [
      "functions whose APP_CHECK_SITE_KEY is blank",
      PROD,
      { appCheckSiteKey: "  " },
      /APP_CHECK_SITE_KEY is empty/,
    ],
    [
      "two different keys",
      PROD,
      { appCheckSiteKey: "6LcOther-key" },
      /APP_CHECK_SITE_KEY \(6LcOther-key\) is not the key the site was built with/,
    ],
  ])("refuses %s, naming the flag that accepts the risk", (_name, info, functionsSide, problem) => {
    const problems = deployProblems(info, "brandvista-prod", functionsSide).join("\n");
    expect(problems).toMatch(problem);
    expect(problems).toContain(`${ACCEPT_RISK.name}=${ACCEPT_RISK.value}`);
  });

  it("refuses a build without App Check on either side, naming both", () => {
    const problems = deployProblems({ ...PROD, appCheckSiteKey: "" }, "brandvista-prod", {});
    expect(problems.join("\n")).toMatch(/built without App Check/);
    expect(problems.join("\n")).toMatch(/APP_CHECK_SITE_KEY is empty/);
  });

  it("lets a deploy without App Check through when the operator accepts the risk", () => {
    const accepted = { acceptNoAppCheck: true };
    expect(deployProblems({ ...PROD, appCheckSiteKey: "" }, "brandvista-prod", accepted)).toEqual(
      [],
    );
    // The acceptance covers App Check only: a demo build is still refused.
    expect(
      deployProblems({ ...PROD, projectId: "demo-brandvista" }, "brandvista-prod", accepted).join(
        "\n",
      ),
    ).toMatch(/offline demo project/);
  });
});

describe("the payment note's template", () => {
  const PAYING = { ...PROD, onlinePayments: true };

  it("refuses a site that takes payments through Stripe while the functions have no payment note template", () => {
    for (const side of [FUNCTIONS, { ...FUNCTIONS, paymentTemplateId: "  " }])
      expect(deployProblems(PAYING, "brandvista-prod", side).join("\n")).toMatch(
        /takes payments through Stripe .* no EMAILJS_PAYMENT_TEMPLATE_ID/,
      );
  });

  it("lets it through with the template, and a site without online payments without one", () => {
    const withTemplate = { ...FUNCTIONS, paymentTemplateId: "template_payment" };
    expect(deployProblems(PAYING, "brandvista-prod", withTemplate)).toEqual([]);
    expect(deployProblems(PROD, "brandvista-prod", FUNCTIONS)).toEqual([]);
  });

  it("is refused even when the operator accepted the App Check risk", () => {
    const accepted = { acceptNoAppCheck: true };
    expect(deployProblems(PAYING, "brandvista-prod", accepted).join("\n")).toMatch(
      /EMAILJS_PAYMENT_TEMPLATE_ID/,
    );
  });
});

describe("the operator's acceptance", () => {
  it("is the one documented value, nothing looser", () => {
    expect(riskAccepted({ [ACCEPT_RISK.name]: ACCEPT_RISK.value })).toBe(true);
    expect(riskAccepted({ [ACCEPT_RISK.name]: ` ${ACCEPT_RISK.value}\n` })).toBe(true);
    for (const loose of ["1", "true", "yes", "", undefined])
      expect(riskAccepted({ [ACCEPT_RISK.name]: loose }), String(loose)).toBe(false);
    expect(riskAccepted({})).toBe(false);
  });
});

describe("functionsParams", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it("reads .env, then the project's .env.<project-id> over it, never .env.local", () => {
    dir = mkdtempSync(join(tmpdir(), "deploy-check-"));
    writeFileSync(
      join(dir, ".env"),
      "# shared\nAPP_CHECK_SITE_KEY=\nSITE_ORIGIN=https://a.example\n",
    );
    writeFileSync(
      join(dir, ".env.brandvista-prod"),
      `EMAILJS_SERVICE_ID=service_1\nAPP_CHECK_SITE_KEY="${SITE_KEY}"\n`,
    );
    writeFileSync(join(dir, ".env.local"), "APP_CHECK_SITE_KEY=only-in-the-emulators\n");
    expect(functionsParams(dir, "brandvista-prod")).toEqual({
      APP_CHECK_SITE_KEY: SITE_KEY,
      SITE_ORIGIN: "https://a.example",
      EMAILJS_SERVICE_ID: "service_1",
    });
    expect(functionsParams(dir, "brandvista-staging").APP_CHECK_SITE_KEY).toBe("");
  });

  it("finds nothing where there are no files", () => {
    dir = mkdtempSync(join(tmpdir(), "deploy-check-"));
    expect(functionsParams(dir, "brandvista-prod")).toEqual({});
  });
});
