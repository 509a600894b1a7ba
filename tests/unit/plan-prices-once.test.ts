// Each plan's price is written once (issue 47): in functions/src/shared/plans.ts, which the site,
// the mails and the functions all read. A second source file in web/src or functions/src that
// writes a plan's price, as a number ("priceUsd: 499") or as the site shows it ("$499"), is a
// copy that can go stale. Tests and the tests' fakes (functions/src/testing) are left out (they
// spell out what they expect), and so are comments (an example in words is no price).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { plans } from "../../functions/src/shared/plans";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const HOME = "functions/src/shared/plans.ts";

/** Every source file under `dir` (tests and build output left out). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ["node_modules", "testing"].includes(entry.name) ? [] : sources(path);
    return /\.(ts|tsx|mts|js|mjs|json)$/.test(entry.name) &&
      !/\.(test|spec)\.tsx?$/.test(entry.name)
      ? [path]
      : [];
  });
}

/** The text without its block comments and its line comments (a "//" inside a URL stays). */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\w])\/\/.*$/gm, "$1");

const files = ["web/src", "functions/src"]
  .flatMap((dir) => sources(join(ROOT, dir)))
  .map((path) => ({
    name: relative(ROOT, path),
    text: withoutComments(readFileSync(path, "utf8")),
  }));

/** A price written as a number or in dollars, with or without thousands commas. */
const pricePattern = (usd: number) => {
  const plain = String(usd);
  const grouped = usd.toLocaleString("en-US");
  return new RegExp(
    `[pP]riceUsd:\\s*(${plain}|${grouped.replace(/,/g, "_")})\\b|\\$(${plain}|${grouped.replace(/,/g, ",")})(?![\\d,])`,
  );
};

describe("each plan's price", () => {
  it("finds the source files", () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.map((file) => file.name)).toContain(HOME);
  });

  it.each(plans.map((plan) => [plan.id, plan.priceUsd] as const))(
    "writes %s's price ($%i) in exactly one source file, shared/plans.ts",
    (_, usd) => {
      const holders = files.filter((file) => pricePattern(usd).test(file.text)).map((f) => f.name);
      expect(holders).toEqual([HOME]);
    },
  );
});
