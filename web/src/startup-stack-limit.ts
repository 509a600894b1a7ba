// Imported first by react-dom-client.ts: while React DOM initialises, `Error` makes errors
// without a stack trace (see there). react-dom-client.ts restores both right after.
const NativeError = globalThis.Error;

/** What react-dom-client.ts restores once React DOM has initialised. */
export const nativeError = { Error: NativeError, stackTraceLimit: NativeError.stackTraceLimit };

// An Error (`instanceof Error`, a message) without a stack: creating one records no trace.
function StacklessError(message?: string): Error {
  return Object.create(NativeError.prototype, {
    message: { value: message ?? "", writable: true, configurable: true },
  }) as Error;
}
StacklessError.prototype = NativeError.prototype;
NativeError.stackTraceLimit = 0;
globalThis.Error = StacklessError as unknown as ErrorConstructor;
