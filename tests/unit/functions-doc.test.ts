// docs/functions.md is the reading order of the server (issue 47): every file under
// functions/src that is not a test must be named there by its path under functions/src
// ("payments/pay-link.ts"), so a new file cannot be added without telling a reader where it
// sits on the lead's or the payment's journey.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SOURCE = join(ROOT, "functions/src");
const DOC = readFileSync(join(ROOT, "docs/functions.md"), "utf8");

/** Every TypeScript file under `dir` but the tests, as paths under functions/src. */
function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")
      ? [relative(SOURCE, path)]
      : [];
  });
}

describe("docs/functions.md", () => {
  it("reads the server's files from the disk (a check that the walk finds them)", () => {
    expect(serverFiles(SOURCE)).toContain("index.ts");
    expect(serverFiles(SOURCE).length).toBeGreaterThan(50);
  });

  it("names every server file by its path under functions/src", () => {
    const missing = serverFiles(SOURCE).filter((file) => !DOC.includes(file));
    expect(missing).toEqual([]);
  });
});
