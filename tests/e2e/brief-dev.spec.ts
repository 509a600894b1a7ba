// The brief on the dev server of `npm start` (Vite, hot reload, fresh dependency cache), wired
// to the emulators this test runs inside, with real Chromium and the EmailJS stand-in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDevServer, type DevServer } from "../support/dev-server";
import { describeBriefUnderPressure } from "./helpers/brief-scenarios";
import { browserTestBed } from "./helpers/test-bed";
import { STEPS, onStep } from "./helpers/brief-visitor";
import { watchRequests } from "./helpers/page-quiet";

// Not 5173: a developer's own `npm start` may be running.
const DEV_TEST_PORT = 5181;
// What Vite prints when a page asks for a dependency it had not pre-bundled: it then reloads
// every open page, wiping what the visitor typed.
const RELOAD_MESSAGES = /optimized dependencies changed|new dependencies optimized/i;

let server: DevServer;

beforeAll(async () => {
  server = await startDevServer(DEV_TEST_PORT);
});

afterAll(async () => {
  await server?.close();
});
const bed = browserTestBed({ standIn: true });

describe("the dev server of npm start", () => {
  it("does not reload the first visit to the brief while the visitor types", async () => {
    const context = await bed.browser().newContext();
    try {
      const page = await context.newPage();
      let loads = 0;
      page.on("load", () => (loads += 1));
      const requests = watchRequests(page);
      // The first request to a fresh server waits for its dependency pre-bundling.
      await page.goto(`${server.origin}/brief/company`, { timeout: 60_000 });
      await onStep(page, server.origin, "/brief/company");
      await page.keyboard.type("Pecan Street Books", { delay: 20 });
      // A late discovery of a dependency comes from a request of the page's (a module
      // importing a dependency Vite had not pre-bundled), and Vite holds that dependency's
      // request until it has re-bundled and sent the reload. So once the page is quiet (no
      // request in flight or started since its last idle period), no reload can be on its way.
      await requests.quiet();
      expect(await page.getByRole("textbox", { name: STEPS[0]?.question }).inputValue()).toBe(
        "Pecan Street Books",
      );
      expect(loads).toBe(1);
      expect(server.output()).not.toMatch(RELOAD_MESSAGES);
    } finally {
      await context.close();
    }
  });
});

describeBriefUnderPressure("dev server", {
  origin: () => server.origin,
  browser: bed.browser,
  standIn: bed.standIn,
});

describe("after every scenario", () => {
  it("the dev server never re-bundled dependencies and reloaded a page", () => {
    expect(server.output()).not.toMatch(RELOAD_MESSAGES);
  });
});
