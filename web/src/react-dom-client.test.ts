import { describe, expect, it } from "vitest";

describe("React DOM's start-up without stack traces", () => {
  it("makes stackless Errors only while React DOM initialises, then restores the native Error", async () => {
    const native = globalThis.Error;
    const limit = Error.stackTraceLimit;
    const { nativeError } = await import("./startup-stack-limit");
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
});
