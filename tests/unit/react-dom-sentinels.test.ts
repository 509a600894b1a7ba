import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { SENTINELS, withStacklessSentinels } from "../../web/scripts/react-dom-sentinels.mjs";

const require = createRequire(import.meta.url);
const reactDomClient = readFileSync(
  join(dirname(require.resolve("react-dom/package.json")), "cjs/react-dom-client.production.js"),
  "utf8",
);

/** Runs React DOM's client module with an Error that counts how often it is constructed. */
function start(code: string) {
  let constructed = 0;
  class CountingError extends Error {
    constructor(...args: ConstructorParameters<typeof Error>) {
      super(...args);
      constructed += 1;
    }
  }
  // Called without `new` too, as React DOM does: `Error(message)`.
  const CountedError = new Proxy(CountingError, {
    apply: (_target, _this, args: ConstructorParameters<typeof Error>) =>
      new CountingError(...args),
  });
  const exports: Record<string, unknown> = {};
  new Function("exports", "require", "Error", code)(exports, require, CountedError);
  return { exports, constructed: () => constructed, CountingError };
}

describe("React DOM without start-up Error objects", () => {
  it("finds every marker React DOM 19 creates when it starts (the unpatched file makes five)", () => {
    expect(SENTINELS).toHaveLength(5);
    expect(start(reactDomClient).constructed()).toBe(5);
  });

  it("starts without constructing one, and still exports the client API", () => {
    const { exports, constructed } = start(withStacklessSentinels(reactDomClient));
    expect(constructed()).toBe(0);
    expect(typeof exports.hydrateRoot).toBe("function");
    expect(typeof exports.createRoot).toBe("function");
  });

  it("keeps each marker an Error with React's message", () => {
    const patched = `${withStacklessSentinels(reactDomClient)}
exports.__markers = [HydrationMismatchException, SuspenseException, SelectiveHydrationException];`;
    const { exports, CountingError } = start(patched);
    const markers = exports.__markers as Error[];
    for (const marker of markers) {
      expect(marker).toBeInstanceOf(CountingError);
      expect(marker.message).toMatch(/^Minified React error #\d+/);
    }
    expect(new Set(markers).size).toBe(3);
  });

  it("fails the build, naming the file to check, when React DOM no longer matches", () => {
    const [, suspense = ""] = SENTINELS;
    const changed = reactDomClient.replace(suspense, "SuspenseException = makeError(460)");
    expect(() => withStacklessSentinels(changed)).toThrow(/react-dom-sentinels\.mjs/);
  });
});
