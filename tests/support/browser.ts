// Headless Chromium for the browser tests: Debian's /usr/bin/chromium driven by playwright-core
// (never a downloaded browser), against the built site served by the Hosting emulator.
import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContextOptions } from "playwright-core";
import { hostingOrigins } from "../../web/scripts/hosting-sites.mjs";
import { withoutOmniboxWebUi } from "./chromium-flags.mjs";

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

// Flags that work on this machine (no network beyond loopback; running as root).
export const CHROMIUM_ARGS = withoutOmniboxWebUi([
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]);

/** Lighthouse's mobile run: a 412 × 823 phone viewport, with touch. */
export const LIGHTHOUSE_PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
};

/** Launches Chromium, or throws a message that says how to install it. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it (apt-get install chromium) or set CHROME_PATH.`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** The origin of the Hosting emulator's public site (web/build/client; port from firebase.json). */
export function hostingOrigin(): string {
  return hostingOrigins().site;
}

/** The origin of the Hosting emulator's desk site (web/build/desk), the desk's own origin. */
export function deskHostingOrigin(): string {
  return hostingOrigins().desk;
}
