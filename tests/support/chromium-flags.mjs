// Chromium's omnibox, switched off wherever the browser tests and the benchmarks run Chromium.
// Since Chromium 15x every new window (each Playwright context's first page, each Lighthouse
// tab) also starts the omnibox's WebUI popup (chrome://omnibox-popup.top-chrome, with its "AI
// mode" page) in a renderer of its own. Measured here (Chromium 156, a context opened on a
// blank page): that renderer spent 1.1–1.7 s of CPU loading its scripts, on a 2-core machine
// and at the very moment the page under test was loading; with these two features off a new
// context costs 0.4 s of CPU in all. Nobody types into a headless browser's address bar.

/** The features behind the omnibox's WebUI popup. */
export const OMNIBOX_WEBUI_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

/**
 * `flags` with the omnibox's WebUI switched off: added to a `--disable-features` already there
 * (Chromium reads only the last of a repeated switch), or as one of its own.
 */
export function withoutOmniboxWebUi(flags) {
  const prefix = "--disable-features=";
  const at = flags.findIndex((flag) => flag.startsWith(prefix));
  if (at < 0) return [...flags, `${prefix}${OMNIBOX_WEBUI_FEATURES.join(",")}`];
  const merged = [flags[at].slice(prefix.length), ...OMNIBOX_WEBUI_FEATURES].join(",");
  return flags.map((flag, index) => (index === at ? `${prefix}${merged}` : flag));
}
