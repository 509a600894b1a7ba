// The one list of pages whose URL carries a capability (web/src/lib/capability-paths.js),
// against every route of web/src/routes.ts and firebase.json: each such page is chat-free
// whatever its tail, a public route that takes a value from its URL (a `:param` or a splat) is
// on the list, and Hosting sends `Referrer-Policy: no-referrer` for exactly the list's prefixes.
// (The built pages' policies and headers in Chromium: tests/e2e/capability-pages.spec.ts.)
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { isChatFreePath } from "~/content/navigation";
import { CAPABILITY_PATH_PREFIXES, isCapabilityPath } from "~/lib/capability-paths.js";
import routes from "~/routes";
import { firebaseConfig, hostingSite, SITE_TARGET } from "../../web/scripts/hosting-sites.mjs";

/** Every route's full path as written in the table ("/pay/*", "/desk/leads/:leadId", "/*"). */
function routePaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    const own = entry.index || entry.path !== undefined ? [path || "/"] : [];
    return [...own, ...routePaths(entry.children ?? [], path)];
  });
}

const all = routePaths(routes);
/** The desk lives on its own origin with its own headers and no chat (docs/desk.md). */
const publicPaths = all.filter((path) => !path.startsWith("/desk"));

describe("the capability pages of the route table", () => {
  it("reads the table: the pay link's splat, the checkout and the paid page are there", () => {
    expect(all).toEqual(expect.arrayContaining(["/pay/*", "/checkout", "/checkout/paid"]));
  });

  it.each(all)("%s: chat-free if it is a capability page, whatever the tail", (path) => {
    if (!isCapabilityPath(path)) return;
    const shell = path.replace(/\/\*$/, "");
    for (const url of [shell, `${shell}/`, `${shell}/any/tail`, shell.toUpperCase()])
      expect(isChatFreePath(url), url).toBe(true);
  });

  it("puts every public route that reads a value from its URL on the list", () => {
    const takesValue = publicPaths.filter(
      (path) => path !== "/*" && (path.includes("/:") || path.endsWith("/*")),
    );
    expect(takesValue.length).toBeGreaterThan(0);
    expect(takesValue.filter((path) => !isCapabilityPath(path))).toEqual([]);
  });

  it("keeps the chat on the marketing pages", () => {
    for (const path of ["/", "/pricing", "/about", "/payments", "/checkouts", "/quotes-faq"])
      expect(isCapabilityPath(path), path).toBe(false);
    expect(isChatFreePath("/pricing")).toBe(false);
  });
});

describe("firebase.json", () => {
  const rules = hostingSite(firebaseConfig(), SITE_TARGET).headers ?? [];

  it("sends no referrer from exactly the list's pages, any tail", () => {
    const noReferrer = rules.filter((rule) =>
      rule.headers.some((h) => h.key === "Referrer-Policy" && h.value === "no-referrer"),
    );
    const names = CAPABILITY_PATH_PREFIXES.map((prefix) => prefix.slice(1)).join("|");
    expect(noReferrer.map((rule) => rule.source)).toEqual([`/@(${names}){,/**}`]);
    // It comes after the pages' rule, so it is the one Hosting applies last.
    const pagesRule = rules.findIndex((rule) =>
      rule.headers.some((h) => h.key === "Referrer-Policy" && h.value !== "no-referrer"),
    );
    expect(pagesRule).toBeGreaterThanOrEqual(0);
    expect(rules.findIndex((rule) => rule.source === `/@(${names}){,/**}`)).toBeGreaterThan(
      pagesRule,
    );
  });
});
