import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { RE2JS } from "./re2js-left-out";

/** The pipeline functions of Firestore's browser SDK that compile a regex (LIKE, regex_*). */
const PIPELINE_REGEX_FUNCTIONS = [
  "__PRIVATE_CoreLike",
  "__PRIVATE_CoreRegexContains",
  "__PRIVATE_CoreRegexMatch",
];

/** The files of Firestore's browser build the desk bundles: its entry and what it imports. */
function firestoreBrowserFiles(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve("@firebase/firestore/package.json");
  const { browser } = JSON.parse(readFileSync(packageJson, "utf8")) as { browser: string };
  const files = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    const code = readFileSync(file, "utf8");
    files.set(file, code);
    for (const [, relative] of code.matchAll(/from '(\.\/[^']+)'/g)) {
      visit(join(dirname(file), relative as string));
    }
  };
  visit(join(dirname(packageJson), browser));
  return files;
}

/** The class around each use of `RE2JS` in `code` (its import line excluded). */
function classesUsingRe2(code: string): string[] {
  return [...code.matchAll(/\bRE2JS\b/g)]
    .filter((use) => !/^import .*$/m.test(lineAt(code, use.index)))
    .map((use) => {
      const classes = [...code.slice(0, use.index).matchAll(/\nclass (\w+)/g)];
      return classes.at(-1)?.[1] ?? "(outside any class)";
    });
}

const lineAt = (code: string, index: number) =>
  code.slice(code.lastIndexOf("\n", index) + 1, code.indexOf("\n", index));

describe("re2js, left out of the web build", () => {
  it("compiles nothing, saying why", () => {
    expect(() => RE2JS.compile("^a.*$")).toThrow(/left out of this site's build/);
  });

  it("is used by Firestore's browser SDK only in the regex functions of Pipelines", () => {
    const uses = [...firestoreBrowserFiles().values()].flatMap(classesUsingRe2);
    // None at all: the SDK dropped re2js, and vite.config.ts's alias can go.
    expect(uses.length, "uses of RE2JS in the SDK's browser build").toBeGreaterThan(0);
    expect(new Set(uses)).toEqual(new Set(PIPELINE_REGEX_FUNCTIONS));
  });
});
