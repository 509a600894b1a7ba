import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);

describe("React DOM's start-up without stack traces", () => {
  it("makes stackless Errors only while React DOM initialises, then restores the native Error", async () => {
    const native = globalThis.Error;
    const limit = Error.stackTraceLimit;
    const { nativeError } = await import("./stackless-errors");
    const during = Error("marker");
    expect(during).toBeInstanceOf(native);
    expect(during.message).toBe("marker");
    expect(Object.prototype.hasOwnProperty.call(during, "stack")).toBe(false);
    expect(nativeError.Error).toBe(native);

    const { hydrateRoot } = await import("./react-dom-client");
    expect(typeof hydrateRoot).toBe("function");
    expect(globalThis.Error).toBe(native);
    expect(Error.stackTraceLimit).toBe(limit);
    expect(typeof new Error("after").stack).toBe("string");
  });

  // The build uses React DOM's production client. If an upgrade stops making Errors while it
  // starts (or makes them some other way), the swap in stackless-errors.ts buys nothing: this
  // fails so that it is re-measured (`npm run bench:trace`) and removed or changed.
  it("React DOM's production client makes its start-up Errors through the global Error", () => {
    const file = join(
      dirname(require.resolve("react-dom/package.json")),
      "cjs/react-dom-client.production.js",
    );
    const made: string[] = [];
    function CountingError(message?: string) {
      made.push(String(message));
      return Object.create(Error.prototype, { message: { value: message } }) as Error;
    }
    const module = { exports: {} as Record<string, unknown> };
    // The file's own code, with `Error` bound to the counter (a CommonJS module's scope).
    const run = new Function("exports", "module", "require", "Error", readFileSync(file, "utf8"));
    run(module.exports, module, createRequire(file), CountingError);

    expect(typeof module.exports.hydrateRoot).toBe("function");
    expect(
      made,
      "React DOM's start-up Errors changed: re-measure web/src/react-dom-client.ts",
    ).toHaveLength(5);
  });
});
