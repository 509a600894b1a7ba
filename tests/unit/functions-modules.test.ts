// The module map of functions/src (docs/functions.md): no import cycle between its files, type-only
// imports included (ESLint's cycle rule skips those), folders in layers that only point down,
// and shared/ free of anything the browser cannot load. ESLint holds the browser boundary file
// by file; this test holds the whole graph.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { COLLECTION_RULES } from "../../functions/src/shared/collections";
import { FUNCTION_NAMES } from "../../functions/src/shared/function-names";

const SRC = fileURLToPath(new URL("../../functions/src", import.meta.url));

/** Every .ts file under `dir`, tests left out; `testing/` (the tests' fakes) only when asked. */
function sources(dir: string, withTesting = false): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "testing" && !withTesting ? [] : sources(path, withTesting);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** Every import and re-export of a file, type-only ones included, as written. */
function specifiers(file: string): string[] {
  return ts
    .preProcessFile(readFileSync(file, "utf8"), true, true)
    .importedFiles.map((i) => i.fileName);
}

/** A file's syntax tree. */
const parsed = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);

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

/**
 * The folders, bottom first: each imports only from its own folder and the ones before it.
 * payments/ sits below mail/: the money lives in payments/ alone, and the mails about it (the
 * pay link in the confirmation, the payment notes to sales) call into it, as the desk does.
 * index.ts (the wiring, at the top) may import any of them; testing/ (unit tests' fakes) is
 * outside the deployed graph.
 */
const LAYERS = [
  "shared",
  "platform",
  "vitals",
  "leads",
  "payments",
  "mail",
  "desk",
  "ops",
] as const;
const TOP = ".";
const folderOf = (file: string) => {
  const path = name(file);
  return path.includes("/") ? path.slice(0, path.indexOf("/")) : TOP;
};
const rank = (folder: string) => (folder === TOP ? LAYERS.length : LAYERS.indexOf(folder as never));

/** Every import between two folders: "from → to (file → file)". */
const folderEdges = [...graph].flatMap(([file, targets]) =>
  targets
    .filter((target) => folderOf(target) !== folderOf(file))
    .map((target) => ({ from: folderOf(file), to: folderOf(target), file, target })),
);

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

  it("knows every folder it holds in layers", () => {
    const unknown = [...new Set(files.map(folderOf))].filter((folder) => rank(folder) < 0);
    expect(unknown).toEqual([]);
  });

  it("has no cycle between folders", () => {
    const next = new Map<string, Set<string>>();
    for (const { from, to } of folderEdges) next.set(from, (next.get(from) ?? new Set()).add(to));
    const cycles: string[] = [];
    const reach = (from: string, path: string[]) => {
      for (const to of next.get(from) ?? []) {
        if (to === path[0]) cycles.push([...path, to].join(" → "));
        else if (!path.includes(to)) reach(to, [...path, to]);
      }
    };
    for (const folder of next.keys()) reach(folder, [folder]);
    expect(cycles).toEqual([]);
  });

  it("imports only downwards: each folder from itself and the layers below it", () => {
    const upward = folderEdges
      .filter(({ from, to }) => rank(to) > rank(from))
      .map(({ file, target }) => `${name(file)} imports ${name(target)} (a layer above it)`);
    expect(upward).toEqual([]);
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
    const source = parsed(join(SRC, "index.ts"));
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

  it("names each collection only in shared/collections.ts (the tests' own files aside)", () => {
    const names = new Set(COLLECTION_RULES.map((rule) => rule.name));
    const registry = join(SRC, "shared", "collections.ts");
    const named: string[] = [];
    for (const file of sources(SRC, true).filter((path) => path !== registry)) {
      const source = parsed(file);
      const visit = (node: ts.Node) => {
        if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node)) {
          // A name alone, or the start of a path ("leadMailBudget/sales", `formData/${id}`).
          const first = node.text.split("/")[0] ?? "";
          if (names.has(first))
            named.push(
              `${name(file)}: "${node.text}" (use COLLECTIONS from shared/collections.ts)`,
            );
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(named).toEqual([]);
  });

  it("opens every collection through the registry: no name written into .collection()", () => {
    // A collection the registry does not know would be missed by erasure (desk/person-records.ts
    // walks the registry): its name can only come from shared/collections.ts.
    const written: string[] = [];
    for (const file of sources(SRC, true)) {
      const source = parsed(file);
      const visit = (node: ts.Node) => {
        if (
          ts.isCallExpression(node) &&
          ts.isPropertyAccessExpression(node.expression) &&
          ["collection", "collectionGroup"].includes(node.expression.name.text)
        ) {
          const [first] = node.arguments;
          if (first && (ts.isStringLiteralLike(first) || ts.isTemplateExpression(first)))
            written.push(`${name(file)}: ${node.getText(source)}`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(written).toEqual([]);
  });

  it("deploys exactly the functions shared/function-names.ts names, and firebase.json rewrites to them", () => {
    const index = parsed(join(SRC, "index.ts"));
    const exported = index.statements
      .filter(ts.isVariableStatement)
      .filter((statement) =>
        ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword),
      )
      .flatMap((statement) =>
        statement.declarationList.declarations.map((d) => d.name.getText(index)),
      );
    expect([...exported].sort()).toEqual([...FUNCTION_NAMES].sort());
    const firebase = JSON.parse(readFileSync(join(SRC, "../../firebase.json"), "utf8")) as {
      hosting?: { rewrites?: { function?: { functionId?: string } | string }[] }[] | object;
    };
    const rewrites = [firebase.hosting ?? []]
      .flat()
      .flatMap((site) => (site as { rewrites?: { function?: unknown }[] }).rewrites ?? [])
      .map(({ function: target }) =>
        typeof target === "string"
          ? target
          : (target as { functionId?: string } | undefined)?.functionId,
      )
      .filter((id): id is string => id !== undefined);
    expect(rewrites.length).toBeGreaterThan(0);
    expect(rewrites.filter((id) => !(FUNCTION_NAMES as readonly string[]).includes(id))).toEqual(
      [],
    );
  });
});
