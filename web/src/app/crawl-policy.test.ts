import { describe, expect, it } from "vitest";
import { type BuildRoute, crawlPolicy } from "./crawl-policy";

const page = { default: () => null };
const UNLISTED = { sitemap: false, robots: "disallow" };
const desk: BuildRoute = {
  id: "desk",
  parentId: "root",
  path: "desk",
  module: { ...page, handle: UNLISTED },
};
const routes: Record<string, BuildRoute> = {
  root: { id: "root", module: page },
  sitemap: { id: "sitemap", parentId: "root", path: "sitemap.xml", module: { loader: 1 } as never },
  layout: { id: "layout", parentId: "root", module: page },
  home: { id: "home", parentId: "layout", index: true, module: page },
  old: { id: "old", parentId: "layout", path: "home", module: page },
  pricing: { id: "pricing", parentId: "layout", path: "pricing", module: page },
  flow: {
    id: "flow",
    parentId: "layout",
    module: { ...page, handle: UNLISTED },
  },
  step: { id: "step", parentId: "flow", path: "brief/company", module: page },
  desk,
  lead: { id: "lead", parentId: "desk", path: "leads/:leadId", module: page },
  quiet: {
    id: "quiet",
    parentId: "layout",
    path: "thanks",
    module: { ...page, handle: { sitemap: false } },
  },
  splat: { id: "splat", parentId: "layout", path: "*", module: page },
};

describe("crawlPolicy", () => {
  const policy = crawlPolicy(routes);

  it("lists every static page, home first, and no resource route, redirect or splat", () => {
    expect(policy.sitemap).toEqual(["/", "/pricing"]);
  });

  it("leaves out a route whose handle, or whose layout's handle, says sitemap: false", () => {
    expect(policy.sitemap).not.toContain("/brief/company");
    expect(policy.sitemap).not.toContain("/thanks");
    expect(policy.sitemap).not.toContain("/desk");
  });

  it("disallows opted-out routes in robots.txt, a parameter route up to its parameter", () => {
    // The desk's layout without a page of its own: only its lead pages are disallowed.
    const layoutOnly: BuildRoute = { ...desk, module: { handle: UNLISTED } };
    expect(crawlPolicy({ ...routes, desk: layoutOnly }).disallow).toEqual([
      "/brief/company",
      "/desk/leads/",
    ]);
  });

  it("disallows an opted-out splat route from its bare path on, which the splat matches too", () => {
    const pay: BuildRoute = {
      id: "pay",
      parentId: "layout",
      path: "pay/*",
      module: { ...page, handle: UNLISTED },
    };
    expect(crawlPolicy({ ...routes, pay }).disallow).toContain("/pay");
    expect(crawlPolicy({ ...routes, pay }).sitemap).not.toContain("/pay");
  });

  it("leaves out a Disallow line that a shorter one already covers", () => {
    expect(policy.disallow).toEqual(["/brief/company", "/desk"]);
  });
});
