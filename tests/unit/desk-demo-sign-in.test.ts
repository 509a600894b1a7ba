// "Sign in as the demo salesperson" exists only in emulator builds (web/desk/vite.config.ts's
// __DESK_DEMO_SIGN_IN__): this builds the desk for a real project, as a deploy would, and
// searches every file of it for the button's words and the demo account.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_BUILD_DIRECTORY, buildPath } from "../../web/scripts/build-directory.mjs";
import { DEMO_SALES_ACCOUNT } from "../../web/scripts/dev/demo-sales-account.mjs";
import { deskCopy } from "../../web/src/content/desk";
import { deskDemoCopy } from "../../web/src/content/desk-demo";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** Every file's text under `dir`. */
function texts(dir: string): { file: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? texts(path)
      : [{ file: path, text: readFileSync(path, "latin1") }];
  });
}

describe("the desk's production bundle", () => {
  const work = mkdtempSync(join(tmpdir(), "brandvista-desk-prod-"));
  const buildDir = `${TEST_BUILD_DIRECTORY}/production-desk-${process.pid}`;
  let files: { file: string; text: string }[] = [];

  beforeAll(() => {
    const envDir = join(work, "env");
    mkdirSync(envDir);
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !key.startsWith("VITE_")),
    );
    const result = spawnSync("npm", ["run", "--silent", "build:desk"], {
      cwd: root,
      encoding: "utf8",
      env: {
        ...env,
        VITE_FIREBASE_PROJECT_ID: "brandvista-bundle-check",
        VITE_FIREBASE_API_KEY: "bundle-check-key",
        BRANDVISTA_ENV_DIR: envDir,
        // Inside the repository (the prerender imports packages from its node_modules), in the
        // tests' build folder, which nothing deploys.
        BRANDVISTA_BUILD_DIR: buildDir,
      },
    });
    if (result.status !== 0)
      throw new Error(`build:desk failed:\n${result.stdout}${result.stderr}`);
    files = texts(buildPath(buildDir, "desk", "client"));
  }, 240_000);

  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
    rmSync(buildPath(buildDir), { recursive: true, force: true });
  });

  it("holds the sign-in's words (the search reaches them)", () => {
    expect(files.some(({ text }) => text.includes(deskCopy.signIn.button))).toBe(true);
  });

  it("holds nothing of the demo salesperson's sign-in", () => {
    for (const needle of [
      deskDemoCopy.button,
      deskDemoCopy.note,
      DEMO_SALES_ACCOUNT.googleId,
      DEMO_SALES_ACCOUNT.email,
      "demo-sign-in",
    ]) {
      expect(
        files.filter(({ text }) => text.includes(needle)).map(({ file }) => file),
        needle,
      ).toEqual([]);
    }
  });
});
