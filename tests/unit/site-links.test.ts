// The site's links against its one route table (web/src/routes.ts): every header, mobile menu
// and footer link and every service page's path must be a page of the site, not the catch-all
// not-found route, so renaming or dropping a route cannot leave a dead link behind.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { footerColumns, headerNav } from "~/content/navigation";
import { getService, services } from "~/content/services";
import routes from "~/routes";

/**
 * Every static path the route table renders, e.g. "/", "/pricing", "/brief/company"; a splat
 * below a path ("pay/*") renders that path's shell ("/pay").
 */
function routePaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path?.endsWith("/*") ? entry.path.slice(0, -2) : entry.path;
    const path = own === undefined ? parent : `${parent}/${own}`;
    const rendered = entry.index || (own !== undefined && own !== "*") ? [path || "/"] : [];
    return [...rendered, ...routePaths(entry.children ?? [], path)];
  });
}

const pages = new Set(routePaths(routes));

describe("the route table, as this test reads it", () => {
  it("has the home page, nested pages and no catch-all among the pages", () => {
    expect(pages).toContain("/");
    expect(pages).toContain("/brief/company");
    expect([...pages].filter((path) => path.includes("*"))).toEqual([]);
  });
});

describe("every link points at a page of the site", () => {
  const links = [
    headerNav.home,
    ...headerNav.services,
    ...headerNav.rest,
    ...footerColumns.flatMap((column) => column.links),
  ];

  it.each(links.map((link) => [link.label, link.to]))("%s → %s", (_label, to) => {
    expect(pages).toContain(to);
  });

  it.each(services.map((service) => [service.id, service.path]))(
    "the %s service page is at %s",
    (_id, path) => {
      expect(pages).toContain(path);
    },
  );
});

describe("getService", () => {
  it("finds every service by its own id, each id once", () => {
    for (const service of services) expect(getService(service.id)).toBe(service);
    expect(new Set(services.map((service) => service.id)).size).toBe(services.length);
  });

  it("throws on an id that is not a service", () => {
    expect(() => getService("logo" as never)).toThrow("Unknown service: logo");
  });
});
