// Imported first by react-dom-client.ts: no stack traces while React DOM initialises (see there).
/** Error.stackTraceLimit as it was before React DOM started. */
export const stackTraceLimit = Error.stackTraceLimit;
Error.stackTraceLimit = 0;
