// The LiveChat widget, loaded the way LiveChat's own snippet does it (a queueing
// window.LiveChatWidget stub, window.__lc with the licence, then tracking.js), but only
// when the visitor shows intent, and never on a page whose URL carries a capability
// (lib/capability-paths.js): the widget's script would read the token. Nothing here runs at
// import time.
import { isCapabilityPath } from "~/lib/capability-paths.js";

export const LIVECHAT_SCRIPT_URL = "https://cdn.livechatinc.com/tracking.js";
/** Hosts the widget talks to first; preconnecting on hover saves a round trip on click. */
export const LIVECHAT_PRECONNECT = [
  "https://cdn.livechatinc.com",
  "https://secure.livechatinc.com",
];

type QueuedCall = [string, unknown[]];

interface LiveChatWidgetApi {
  _q: QueuedCall[];
  _h: ((...args: unknown[]) => unknown) | null;
  _v: string;
  call: (method: string, ...args: unknown[]) => void;
  on: (...args: unknown[]) => void;
  once: (...args: unknown[]) => void;
  off: (...args: unknown[]) => void;
  get: (...args: unknown[]) => unknown;
  init: () => void;
}

declare global {
  interface Window {
    __lc?: { license?: number; integration_name?: string; asyncInit?: boolean };
    LiveChatWidget?: LiveChatWidgetApi;
  }
}

let warmedUp = false;

/** Hover/focus: open connections to LiveChat's hosts. Requests no script. */
export function warmUpLiveChat(): void {
  if (warmedUp || onCapabilityPage()) return;
  warmedUp = true;
  for (const href of LIVECHAT_PRECONNECT) {
    const link = document.createElement("link");
    link.rel = "preconnect";
    link.href = href;
    link.crossOrigin = "anonymous";
    document.head.append(link);
  }
}

function createStub(): LiveChatWidgetApi {
  const api: LiveChatWidgetApi = {
    _q: [],
    _h: null,
    _v: "2.0",
    call: (...args) => handle("call", args),
    on: (...args) => handle("on", args),
    once: (...args) => handle("once", args),
    off: (...args) => handle("off", args),
    get: () => {
      throw new Error("LiveChat getters are not available before the widget has loaded");
    },
    init: () => undefined,
  };
  // Until tracking.js replaces _h, calls are queued and replayed by the widget on load.
  function handle(kind: string, args: unknown[]) {
    if (api._h) api._h(kind, args);
    else api._q.push([kind, args]);
  }
  return api;
}

/** Whether this document is a capability page: then nothing of LiveChat's may load. */
function onCapabilityPage(): boolean {
  return isCapabilityPath(window.location.pathname);
}

/** Loads the widget once for this licence (idempotent); never on a capability page. */
export function loadLiveChat(licence: number): void {
  if (onCapabilityPage()) return;
  if (document.querySelector(`script[src="${LIVECHAT_SCRIPT_URL}"]`)) return;
  window.__lc = { ...window.__lc, license: licence, integration_name: "brandvista-facade" };
  window.LiveChatWidget ??= createStub();
  const script = document.createElement("script");
  script.async = true;
  script.src = LIVECHAT_SCRIPT_URL;
  document.head.append(script);
}

/** Click: load the widget if needed and open (maximize) the chat window. */
export function openLiveChat(licence: number): void {
  loadLiveChat(licence);
  window.LiveChatWidget?.call("maximize");
}
