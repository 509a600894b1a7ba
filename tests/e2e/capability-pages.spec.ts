// The pages whose URL carries a capability (web/src/lib/capability-paths.js) in Chromium, against
// the test build, which has a LiveChat licence built in (tests/support/test-build.mjs): a pay
// link, the paid page with its session id and the checkout show no chat control, ask the chat
// vendor for nothing, name it nowhere in their page policy, and are served with
// `Referrer-Policy: no-referrer`. A marketing page of the same build shows the control, and a
// click on it asks LiveChat for its script: what the capability pages must never do.
import type { Page, Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hostingOrigin } from "../support/browser";
import { browserTestBed } from "./helpers/test-bed";

const origin = hostingOrigin();
const CHAT_VENDOR = /livechat/i;
const CAPABILITY_PAGES = [
  "/pay/pl_test_Zm9vYmFy.c2lnbmF0dXJl",
  "/checkout/paid?session_id=cs_test_a1B2c3D4e5F6",
  "/checkout",
];

const bed = browserTestBed({ context: { viewport: { width: 1280, height: 800 } } });

/** Opens `path`, and collects every request the page makes from then on. */
async function openWatched(path: string) {
  const page = await bed.context().newPage();
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  // Generous: on a loaded 2-core machine the Hosting emulator can take long to serve a page.
  const response = await page.goto(origin + path, {
    waitUntil: "domcontentloaded",
    timeout: 60_000,
  });
  if (!response) throw new Error(`no response for ${path}`);
  // Quiet, or as quiet as the page gets: its own calls to the functions (the quote, the
  // confirmation) may retry for long on a loaded machine, and the chat is not waiting on them.
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(1_000);
  return { page, requests, response };
}

/** The page policy the document was served with (its CSP <meta>, written by the build). */
const pagePolicy = async (response: Response) => {
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(
    await response.text(),
  )?.[1];
  if (!policy) throw new Error(`no page policy in ${response.url()}`);
  return policy;
};
const chatControls = (page: Page) => page.getByRole("button", { name: /Chat with us/ });

describe("the test build has a chat licence", () => {
  it("a marketing page offers the chat, and a click asks the chat vendor for its script", async () => {
    const { page, requests, response } = await openWatched("/pricing");
    expect(await pagePolicy(response)).toMatch(CHAT_VENDOR);
    const control = chatControls(page).first();
    // Clicked until the launcher has hydrated (a click before that does nothing).
    await expect
      .poll(
        async () => {
          await control.click();
          return requests.filter((url) => CHAT_VENDOR.test(url)).length;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    await page.close();
  }, 120_000);
});

describe("pages whose URL carries a capability", () => {
  it.each(CAPABILITY_PAGES)(
    "%s: no chat control, no request to the chat vendor, no referrer",
    async (path) => {
      const { page, requests, response } = await openWatched(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["referrer-policy"], path).toBe("no-referrer");
      expect(await chatControls(page).count(), path).toBe(0);
      expect(await pagePolicy(response), path).not.toMatch(CHAT_VENDOR);
      // Hovering and tabbing through the page wakes nothing of the chat's either.
      await page.mouse.move(1200, 760);
      for (let i = 0; i < 5; i += 1) await page.keyboard.press("Tab");
      await page.waitForTimeout(1_000);
      expect(
        requests.filter((url) => CHAT_VENDOR.test(url)),
        path,
      ).toEqual([]);
      expect(await page.evaluate(() => "LiveChatWidget" in window), path).toBe(false);
      await page.close();
    },
    120_000,
  );
});
