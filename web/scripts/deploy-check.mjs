// @ts-check
// Hosting predeploy (firebase.json): refuses to publish web/build unless it was built for the
// project being deployed to, and for the real Firestore, never a demo- project or an emulator
// (a build made by `npm start` or the tests would take leads nobody ever sees); and unless App
// Check is configured on both sides, the site and the functions (deploy-check-app-check.mjs),
// or the operator accepts the risk of floods explicitly; and unless a site that takes payments
// through Stripe has the payment note's template on the functions, so that no money changes
// without sales hearing of it (docs/payments.md).
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { isDemoProject } from "../src/lib/firebase-project.js";
import { DEPLOYED_BUILD_DIRECTORY, DESK_SITE_DIRECTORY, buildPath } from "./build-directory.mjs";
import { deskOrigin } from "./hosting-sites.mjs";
import {
  ACCEPT_RISK,
  appCheckProblems,
  functionsParams,
  riskAccepted,
} from "./deploy-check-app-check.mjs";

/** The functions' DESK_ORIGIN when no .env file sets it (functions/src/config.ts's default). */
export const DESK_ORIGIN_DEFAULT = "https://desk.brandvista.studio";

/**
 * @typedef {object} BuildInfo what postbuild.mjs writes to build-info.json
 * @property {string} projectId
 * @property {string[]} [emulatorOrigins]
 * @property {string} [appCheckSiteKey] the reCAPTCHA Enterprise site key ("" or absent: none)
 * @property {boolean} [onlinePayments] the checkout takes the payment through Stripe
 * @property {string} [builtAt]
 */

/**
 * @typedef {object} FunctionsSide what the functions will be deployed with
 * @property {string} [appCheckSiteKey] their APP_CHECK_SITE_KEY param for the target project
 * @property {boolean} [acceptNoAppCheck] the operator accepted deploying without App Check
 * @property {string} [paymentTemplateId] their EMAILJS_PAYMENT_TEMPLATE_ID param (the notes to
 *   sales about each change of money)
 * @property {string} [deskOrigin] their DESK_ORIGIN param (the links into the desk in mails)
 */

/**
 * @typedef {object} HostingSide the two Hosting sites (firebase.json's targets)
 * @property {string} deskOrigin where the public site's /desk redirects lead
 * @property {boolean} deskBuilt whether the build holds the desk's site (web/build/desk)
 */

/**
 * Why `info` (build-info.json) must not be deployed to `target`; empty when it may.
 * @param {BuildInfo | undefined} info
 * @param {string | undefined} target
 * @param {FunctionsSide} [functionsSide]
 * @param {HostingSide} [hostingSide] absent: not checked (a caller that only checks the build)
 * @returns {string[]}
 */
export function deployProblems(info, target, functionsSide = {}, hostingSide) {
  if (!info) return ["web/build has no build-info.json: run `npm run build` before deploying."];
  const problems = [];
  if (!info.projectId || isDemoProject(info.projectId))
    problems.push(
      `the site was built for "${info.projectId || "no project"}", an offline demo project: ` +
        "set VITE_FIREBASE_PROJECT_ID (and the other VITE_FIREBASE_* values) in web/.env.local and build again.",
    );
  if (info.emulatorOrigins?.length)
    problems.push(
      `the site writes leads to an emulator (${info.emulatorOrigins.join(", ")}): unset VITE_FIRESTORE_EMULATOR_HOST and build again.`,
    );
  if (target && info.projectId && info.projectId !== target)
    problems.push(
      `the site was built for project "${info.projectId}" but this deploy goes to "${target}".`,
    );
  if (!functionsSide.acceptNoAppCheck)
    problems.push(...appCheckProblems(info.appCheckSiteKey, functionsSide.appCheckSiteKey));
  if (hostingSide && !hostingSide.deskBuilt)
    problems.push(
      "web/build has no desk/ (the sales desk's own site): run `npm run build` before deploying.",
    );
  const mailsDesk = (functionsSide.deskOrigin || DESK_ORIGIN_DEFAULT).replace(/\/+$/, "");
  if (hostingSide && mailsDesk !== hostingSide.deskOrigin)
    problems.push(
      `the functions link into the desk at ${mailsDesk} (DESK_ORIGIN) but firebase.json ` +
        `redirects /desk to ${hostingSide.deskOrigin}: make them the same origin.`,
    );
  // The Stripe secrets live in Secret Manager, which this hook cannot read; the site taking
  // payments through Stripe is what puts them in front of prospects. Without the template the
  // notes to sales are DECLINED: money would come, go back or be disputed unheard.
  if (info.onlinePayments && !functionsSide.paymentTemplateId?.trim())
    problems.push(
      "the site takes payments through Stripe (VITE_CHECKOUT_PAYMENTS=stripe) but the functions have no " +
        "EMAILJS_PAYMENT_TEMPLATE_ID: set it in functions/.env (the payment note's template, `npm run mail:check`) " +
        "so sales hears of every payment, refund and dispute.",
    );
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = buildPath(DEPLOYED_BUILD_DIRECTORY, "build-info.json");
  const info = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
  // firebase-tools names the target project in GCLOUD_PROJECT for predeploy hooks.
  const target = process.env.GCLOUD_PROJECT;
  const functionsDir = fileURLToPath(new URL("../../functions", import.meta.url));
  const params = functionsParams(functionsDir, target);
  const functionsSide = {
    appCheckSiteKey: params.APP_CHECK_SITE_KEY,
    paymentTemplateId: params.EMAILJS_PAYMENT_TEMPLATE_ID,
    acceptNoAppCheck: riskAccepted(process.env),
    deskOrigin: params.DESK_ORIGIN,
  };
  const hostingSide = {
    deskOrigin: deskOrigin(),
    deskBuilt: existsSync(buildPath(DEPLOYED_BUILD_DIRECTORY, DESK_SITE_DIRECTORY, "desk")),
  };
  const problems = deployProblems(info, target, functionsSide, hostingSide);
  if (problems.length > 0) {
    console.error(`✖ Not deploying the site:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    process.exit(1);
  }
  const skipped = appCheckProblems(info.appCheckSiteKey, functionsSide.appCheckSiteKey);
  if (skipped.length > 0)
    console.warn(
      `⚠ Deploying WITHOUT App Check (${ACCEPT_RISK.name}=${ACCEPT_RISK.value}): scripted ` +
        'leads reach Firestore and the callables; watch the mail alerts (docs/operations.md, "Floods").',
    );
  console.log(
    `✔ web/build was built for ${info.projectId} with the real Firestore` +
      (skipped.length > 0 ? "." : ", and App Check is on for the site and the functions."),
  );
}
