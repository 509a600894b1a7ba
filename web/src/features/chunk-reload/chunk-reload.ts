// A deploy replaces hashed chunks; a tab opened before it then fails to import code it has
// never loaded. Reloading fetches the new HTML and chunk names. Reload at most once per
// RELOAD_WINDOW_MS (remembered in sessionStorage), so a chunk that is really gone cannot
// trap the visitor in a reload loop: the second failure shows a friendly error instead.

const STORAGE_KEY = "bv:chunk-reload-at";
export const RELOAD_WINDOW_MS = 10_000;

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk .* failed/i,
];

/** Whether an error is a failed chunk/module load (browser wording varies). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? "");
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

export interface ReloadDeps {
  storage: Pick<Storage, "getItem" | "setItem">;
  reload: () => void;
  now: () => number;
}

function browserDeps(): ReloadDeps {
  return {
    storage: window.sessionStorage,
    reload: () => window.location.reload(),
    now: () => Date.now(),
  };
}

/** Reloads the page unless it already did so recently; returns whether it reloaded. */
export function reloadOnce(deps: ReloadDeps = browserDeps()): boolean {
  let last = 0;
  try {
    last = Number(deps.storage.getItem(STORAGE_KEY) ?? 0);
  } catch {
    // Storage can be blocked (privacy mode); then we still reload, once per page life.
  }
  if (deps.now() - last < RELOAD_WINDOW_MS) return false;
  try {
    deps.storage.setItem(STORAGE_KEY, String(deps.now()));
  } catch {
    // See above.
  }
  deps.reload();
  return true;
}

/** Wraps a dynamic import: a chunk failure reloads once, then rethrows for the error UI. */
export async function importWithReload<T>(load: () => Promise<T>, deps?: ReloadDeps): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isChunkLoadError(error) && reloadOnce(deps)) {
      // The page is going away; never settle, so no error UI flashes before the reload.
      return new Promise<T>(() => undefined);
    }
    throw error;
  }
}

/** Vite fires "vite:preloadError" when a chunk's preload fails: reload once instead. */
export function installPreloadErrorReload(): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadOnce()) event.preventDefault();
  };
  window.addEventListener("vite:preloadError", onPreloadError);
  return () => window.removeEventListener("vite:preloadError", onPreloadError);
}
