// Keeps the docs honest as files move: every relative link in README.md and docs/ must lead to a
// file (and heading) that exists, every repository path they name in backticks must exist, and
// every docs/ page or README section a source comment points to must be there. A rename that
// forgets the docs fails here instead of leaving a newcomer to find the file by hand.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Not walked: git's own folder and dependencies (anywhere). */
const SKIPPED_DIRS = new Set([".git", "node_modules"]);

/**
 * Paths the docs may name that no checkout holds: build output and local, git-ignored settings
 * (see .gitignore). A path under one of these is not looked for.
 */
const NOT_IN_THE_REPO = [
  "web/build",
  "web/build-test",
  "web/.react-router",
  "web/desk/.react-router",
  "functions/lib",
  "functions/mail-templates/build",
  "bench-results",
  "web/.env.local",
  "web/.env.development.local",
  "functions/.env.local",
  "functions/.secret.local",
];
/** Files the build writes, named without their folder (web/build/client/…). */
const BUILD_OUTPUTS = new Set([
  "404.html",
  "__spa-fallback.html",
  "build-info.json",
  "index.html",
  "desk/index.html",
  "robots.txt",
]);
/** Names that look like repository paths but are not (an error code). */
const NOT_PATHS = new Set(["functions/task-already-exists"]);
/**
 * Docs written on other branches, linked from the index before they land. Once a file exists it
 * is checked like any other; drop it from here after the merge.
 */
const PENDING_DOCS = new Set<string>();

/** File extensions that mark a backticked name as a file name. */
const FILE_EXTENSIONS =
  /\.(ts|tsx|mts|js|mjs|cjs|json|css|md|mjml|txt|html|rules|yml|yaml|jar|ico|svg)$/;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const rel = relative(ROOT, path);
    if (entry.isDirectory() && (SKIPPED_DIRS.has(entry.name) || notInTheRepo(rel))) return [];
    return entry.isDirectory() ? [rel + "/", ...walk(path)] : [rel];
  });
}

const repoPaths = walk(ROOT);
const rootEntries = new Set(readdirSync(ROOT));
const docFiles = ["README.md", ...repoPaths.filter((p) => /^docs\/.*\.md$/.test(p))];

/** Whether some file or folder of the repository ends with `tail` at a path boundary. */
function someRepoPathEndsWith(tail: string): boolean {
  const bare = tail.replace(/\/$/, "");
  return repoPaths.some((p) => {
    const path = p.replace(/\/$/, "");
    return path === bare || path.endsWith("/" + bare);
  });
}

function notInTheRepo(path: string): boolean {
  return NOT_IN_THE_REPO.some((prefix) => path === prefix || path.startsWith(prefix + "/"));
}

/** The text of a markdown file without its fenced code blocks (commands, not references). */
function prose(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, "");
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/`/g, "")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function headings(markdown: string): string[] {
  return [...prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map((m) => m[1] ?? "");
}

function anchors(file: string): Set<string> {
  return new Set(headings(readFileSync(join(ROOT, file), "utf8")).map(slug));
}

/** Why a markdown link target is broken; undefined when it is fine. */
function brokenLink(from: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined; // https:, mailto:
  const [pathPart = "", anchor] = target.split("#");
  const path = pathPart ? relative(ROOT, resolve(ROOT, dirname(from), pathPart)) : from;
  if (PENDING_DOCS.has(path) && !existsSync(join(ROOT, path))) return undefined;
  if (!existsSync(join(ROOT, path))) return `no file ${path}`;
  if (anchor && path.endsWith(".md") && !anchors(path).has(anchor))
    return `no heading #${anchor} in ${path}`;
  return undefined;
}

/** Why a backticked name is a broken repository path; undefined when it is fine or no path. */
function brokenPath(code: string): string | undefined {
  if (!/^[\w.@~-][\w./@~-]*$/.test(code) || NOT_PATHS.has(code)) return undefined;
  if (/^\.\w+$/.test(code)) return undefined; // an extension (`.mjml`), not a file
  const path = code.replace(/^~\//, "web/src/").replace(/\/$/, "");
  const [first = ""] = path.split("/");
  const hasExtension = FILE_EXTENSIONS.test(path);
  if (rootEntries.has(first) && (path.includes("/") || hasExtension)) {
    if (notInTheRepo(path) || PENDING_DOCS.has(path)) return undefined;
    return existsSync(join(ROOT, path)) ? undefined : `no ${path}`;
  }
  // Not from the root: a file named within its folder (`web/desk/data/live-view.ts`,
  // `postbuild.mjs`). Names without an extension are packages, routes or ids: not checked.
  if (!hasExtension || /\.(com|org|net|io|dev|studio|app)\//.test(path)) return undefined;
  if (BUILD_OUTPUTS.has(path)) return undefined;
  return someRepoPathEndsWith(path) ? undefined : `no file ends with ${path}`;
}

describe("the docs (README.md and docs/)", () => {
  it("finds the docs", () => {
    expect(docFiles).toContain("README.md");
    expect(docFiles.length).toBeGreaterThan(5);
  });

  it.each(docFiles)("%s: every relative link leads to a file and heading that exist", (file) => {
    const text = prose(readFileSync(join(ROOT, file), "utf8"));
    const broken = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((m) => m[1] ?? "")
      .map((target) => [target, brokenLink(file, target)] as const)
      .filter(([, why]) => why)
      .map(([target, why]) => `(${target}): ${why}`);
    expect(broken).toEqual([]);
  });

  it.each(docFiles)("%s: every repository path in backticks exists", (file) => {
    const text = prose(readFileSync(join(ROOT, file), "utf8"));
    const broken = [...text.matchAll(/`([^`\n]+)`/g)]
      .map((m) => m[1] ?? "")
      .map((code) => [code, brokenPath(code)] as const)
      .filter(([, why]) => why)
      .map(([code, why]) => `\`${code}\`: ${why}`);
    expect(broken).toEqual([]);
  });
});

describe("pointers from the code to the docs", () => {
  const sources = repoPaths.filter(
    (p) =>
      /^(web|functions|tests|\.ci)\/|^[^/]+\.(ts|js|json|rules)$|^firestore\.rules$/.test(p) &&
      /\.(ts|tsx|mjs|js|json|rules|css|mjml|example)$|\/run$|\/\.env$/.test(p) &&
      !p.endsWith("package-lock.json") &&
      p !== "tests/unit/doc-links.test.ts" &&
      statSync(join(ROOT, p)).isFile(),
  );

  it("names only docs pages that exist", () => {
    const broken = sources.flatMap((file) =>
      [...readFileSync(join(ROOT, file), "utf8").matchAll(/\bdocs\/[\w/.-]+\.md\b/g)]
        .map((m) => m[0])
        .filter((doc) => !existsSync(join(ROOT, doc)) && !PENDING_DOCS.has(doc))
        .map((doc) => `${file}: ${doc}`),
    );
    expect(broken).toEqual([]);
  });

  // The README's long sections moved into docs/: a pointer to a README section is kept honest
  // if that section is a heading of the README or of a docs page (better: name the page).
  const docsPages = docFiles.filter((file) => file !== "README.md");
  const sectionsOf = (doc: string): Set<string> => {
    if (!existsSync(join(ROOT, doc))) return new Set();
    if (doc !== "README.md") return anchors(doc);
    return new Set([doc, ...docsPages].flatMap((file) => [...anchors(file)]));
  };

  it('names only sections that exist (README, "Section"; docs/x.md, "Section")', () => {
    const broken = sources.flatMap((file) =>
      [
        ...readFileSync(join(ROOT, file), "utf8").matchAll(
          /\b(README|docs\/[\w/.-]+\.md)(?:'s)?,? "([^"]+)"/g,
        ),
      ]
        .map((m) => [m[1] === "README" ? "README.md" : (m[1] ?? ""), m[2] ?? ""] as const)
        .filter(([doc]) => !PENDING_DOCS.has(doc) || existsSync(join(ROOT, doc)))
        .filter(([doc, section]) => !sectionsOf(doc).has(slug(section)))
        .map(([doc, section]) => `${file}: ${doc}, "${section}"`),
    );
    expect(broken).toEqual([]);
  });
});
