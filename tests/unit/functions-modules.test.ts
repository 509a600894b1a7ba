// The module map of functions/src (docs/functions.md): no import cycle between its files, type-only
// imports included (ESLint's cycle rule skips those), and shared/ free of anything the browser
// cannot load. ESLint holds the same boundary file by file; this test holds the whole graph.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("../../functions/src", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : sources(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** Every import and re-export of a file, type-only ones included, as written. */
function specifiers(file: string): string[] {
  return ts
    .preProcessFile(readFileSync(file, "utf8"), true, true)
    .importedFiles.map((i) => i.fileName);
}

const files = sources(SRC);
const graph = new Map(
  files.map((file) => [
    file,
    specifiers(file)
      .filter((spec) => spec.startsWith("."))
      .map((spec) => resolve(dirname(file), spec).replace(/\.js$/, ".ts")),
  ]),
);
const name = (file: string) => relative(SRC, file);

describe("functions/src as modules", () => {
  it("has no import cycle, type-only imports included", () => {
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "open") {
        cycles.push([...path.slice(path.indexOf(file)), file].map(name).join(" → "));
        return;
      }
      state.set(file, "open");
      for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
      state.set(file, "done");
    };
    for (const file of files) visit(file, []);
    expect(cycles).toEqual([]);
  });

  it("keeps shared/ loadable in a browser: it imports only itself and zod", () => {
    const shared = files.filter((file) => name(file).startsWith("shared/"));
    expect(shared.length).toBeGreaterThan(5);
    const outside = shared.flatMap((file) =>
      specifiers(file)
        .filter((spec) =>
          spec.startsWith(".")
            ? !resolve(dirname(file), spec).startsWith(join(SRC, "shared"))
            : spec !== "zod",
        )
        .map((spec) => `${name(file)} imports ${spec}`),
    );
    expect(outside).toEqual([]);
  });

  it("keeps wiring in index.ts: it declares no constant or function of its own besides exports", () => {
    const source = ts.createSourceFile(
      "index.ts",
      readFileSync(join(SRC, "index.ts"), "utf8"),
      ts.ScriptTarget.Latest,
    );
    const ownPolicy = source.statements
      .filter(
        (statement) => ts.isFunctionDeclaration(statement) || ts.isVariableStatement(statement),
      )
      .filter(
        (statement) =>
          !ts
            .getModifiers(statement as ts.HasModifiers)
            ?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword),
      )
      .map((statement) => statement.getText(source).split("\n")[0]);
    expect(ownPolicy).toEqual([]);
  });
});
