// firebase.json's header rules for both Hosting sites: the headers that govern a document go on
// pages only, so a hashed script's response carries nosniff and its cache rule and nothing else
// of ours (docs/page-speed.md, "What the site does"). The served headers: tests/e2e/hosting.spec.ts.
import { describe, expect, it } from "vitest";
import {
  DESK_TARGET,
  firebaseConfig,
  hostingSite,
  SITE_TARGET,
} from "../../web/scripts/hosting-sites.mjs";

const config = firebaseConfig();
const sites = [SITE_TARGET, DESK_TARGET].map((target) => hostingSite(config, target));

const PAGE_PATHS = [
  "/",
  "/pricing",
  "/pay/k1AbCd.eFgH.iJ",
  "/desk/leads/x",
  "/a",
  "/asset",
  "/assetsx",
];
const ASSET_PATHS = ["/assets/root-BELztGzi.js", "/assets/site-DX1.css", "/assets/"];

describe.each(sites.map((site) => [site.target, site.headers ?? []] as const))(
  "the %s site's header rules",
  (_target, rules) => {
    const pages = rules.filter((rule) => rule.headers.some((h) => h.key === "X-Frame-Options"));

    it("put the pages' headers on every path but the hashed assets", () => {
      expect(pages).toHaveLength(1);
      // Hosting runs RE2: no look-ahead, so "not under /assets/" is spelled out letter by letter.
      const isPage = new RegExp(pages[0]?.regex ?? "^$", "u");
      for (const path of PAGE_PATHS) expect(isPage.test(path), path).toBe(true);
      for (const path of ASSET_PATHS) expect(isPage.test(path), path).toBe(false);
      expect(pages[0]?.headers.map((h) => h.key)).toEqual(
        expect.arrayContaining([
          "Content-Security-Policy",
          "Strict-Transport-Security",
          "X-Frame-Options",
          "Referrer-Policy",
          "Permissions-Policy",
        ]),
      );
    });

    it("keep nosniff on every response, a script's included", () => {
      const everyPath = rules.find((rule) => rule.source === "**");
      expect(everyPath?.headers.map((h) => h.key)).toContain("X-Content-Type-Options");
      expect(everyPath?.headers.map((h) => h.key)).not.toContain("X-Frame-Options");
    });
  },
);
