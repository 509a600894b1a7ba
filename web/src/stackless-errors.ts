// Imported first by react-dom-client.ts (see there for why): from here until that module's body
// runs, the global `Error` makes errors without a stack trace. react-dom-client.ts puts the
// native one back. Only React DOM's start-up runs in between: vite.config.ts keeps both modules
// in React DOM's chunk, evaluated in that order.
const NativeError = globalThis.Error;

/** What react-dom-client.ts restores once React DOM has initialised. */
export const nativeError = { Error: NativeError, stackTraceLimit: NativeError.stackTraceLimit };

/** An Error (`instanceof Error`, a message) made without recording a stack trace. */
export function StacklessError(message?: string): Error {
  return Object.create(NativeError.prototype, {
    message: { value: message ?? "", writable: true, configurable: true },
  }) as Error;
}
StacklessError.prototype = NativeError.prototype;

NativeError.stackTraceLimit = 0;
globalThis.Error = StacklessError as unknown as ErrorConstructor;
