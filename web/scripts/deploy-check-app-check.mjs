// @ts-check
// The deploy check's App Check part (deploy-check.mjs): without App Check anyone can script
// leads into Firestore and calls to the checkout callables, and a flood of junk leads uses up
// the hourly mail budget (every real lead after it is HELD) and then EmailJS's monthly quota
// (docs/operations.md, "Floods"). So a deploy needs App Check on both sides, with the same key:
// the site built with VITE_RECAPTCHA_ENTERPRISE_SITE_KEY (build-info.json's appCheckSiteKey)
// and the functions' APP_CHECK_SITE_KEY param, which makes the callables demand a token. An
// operator who deploys without it anyway says so with DEPLOY_WITHOUT_APP_CHECK.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The environment variable, and its one value, by which an operator accepts the risk. */
export const ACCEPT_RISK = { name: "DEPLOY_WITHOUT_APP_CHECK", value: "accept-flood-risk" };

/**
 * Whether the environment carries the explicit acceptance (exactly ACCEPT_RISK's value: a
 * stray `=1` or `=true` is not a decision read in the docs).
 * @param {Record<string, string | undefined>} env
 */
export const riskAccepted = (env) => env[ACCEPT_RISK.name]?.trim() === ACCEPT_RISK.value;

/**
 * Why App Check is not configured for a deploy; empty when both sides have the same key.
 * @param {string | undefined} siteKey the site build's reCAPTCHA Enterprise site key
 * @param {string | undefined} functionsKey the functions' APP_CHECK_SITE_KEY for the project
 * @returns {string[]}
 */
export function appCheckProblems(siteKey, functionsKey) {
  const site = siteKey?.trim() ?? "";
  const functions = functionsKey?.trim() ?? "";
  const problems = [];
  if (!site)
    problems.push(
      "the site was built without App Check: set VITE_RECAPTCHA_ENTERPRISE_SITE_KEY in " +
        'web/.env.local (docs/operations.md, "Turning on App Check") and build again.',
    );
  if (!functions)
    problems.push(
      "the functions' APP_CHECK_SITE_KEY is empty, so the checkout callables take calls " +
        "without an App Check token: set it in functions/.env.<project-id> to the site's key.",
    );
  if (site && functions && site !== functions)
    problems.push(
      `the functions' APP_CHECK_SITE_KEY (${functions}) is not the key the site was built ` +
        `with (${site}): set them to the same reCAPTCHA Enterprise key.`,
    );
  if (problems.length > 0)
    problems.push(
      `to deploy without App Check anyway, accepting that a flood of scripted leads holds ` +
        `real ones and uses up the EmailJS quota: ${ACCEPT_RISK.name}=${ACCEPT_RISK.value}.`,
    );
  return problems;
}

/**
 * The params the Firebase CLI deploys the functions with for `projectId`: functions/.env,
 * then functions/.env.<projectId> over it (.env.local is the emulators' only). Simple
 * KEY=value lines, the value optionally quoted; comments and blank lines skipped.
 * @param {string} functionsDir
 * @param {string | undefined} projectId
 * @returns {Record<string, string>}
 */
export function functionsParams(functionsDir, projectId) {
  const files = [".env", ...(projectId ? [`.env.${projectId}`] : [])];
  /** @type {Record<string, string>} */
  const params = {};
  for (const file of files) {
    const path = join(functionsDir, file);
    if (!existsSync(path)) continue;
    for (const line of readFileSync(path, "utf8").split(/\r?\n/)) {
      const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
      if (!match?.[1] || line.trim().startsWith("#")) continue;
      params[match[1]] = (match[2] ?? "").replace(/^(["'])(.*)\1$/, "$2");
    }
  }
  return params;
}
