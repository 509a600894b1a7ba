// A Vite plugin (build only): React DOM's start-up without five Error objects.
//
// When React DOM's client starts, it creates five Error objects it never shows anyone: markers
// it throws and recognises by identity (SuspenseException and the like). Creating an Error
// records a stack trace. In a browser with DevTools attached (Lighthouse, PageSpeed Insights,
// any lab measurement) that trace gets line and column numbers, and V8, which compiles code
// without them, then re-parses every function on the stack to find them, here the bundler's
// wrapper around the whole of React DOM (~200 KB). Measured in Lighthouse's traces on this
// machine: 13–50 ms of main-thread time after the paint (×4 in Lighthouse's CPU model), in the
// one task that starts React. Without DevTools the same Error costs well under a millisecond.
//
// The markers are made as plain objects on Error.prototype instead (`instanceof Error`, a
// message, no stack), which is all React does with them. The build fails if React DOM no
// longer has exactly these lines, so an upgrade cannot silently skip or break the change.
const FILE = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/** The start-up Errors, as React DOM 19.x writes them (the code is React's error number). */
export const SENTINELS = [
  "HydrationMismatchException = Error(formatProdErrorMessage(519))",
  "SuspenseException = Error(formatProdErrorMessage(460))",
  "SuspenseyCommitException = Error(formatProdErrorMessage(474))",
  "SuspenseActionException = Error(formatProdErrorMessage(542))",
  "SelectiveHydrationException = Error(formatProdErrorMessage(461))",
];

const HELPER =
  "function stacklessError$(message) {\n" +
  "  return Object.create(Error.prototype, {\n" +
  "    message: { value: message, writable: true, configurable: true },\n" +
  "  });\n" +
  "}\n";

/** React DOM's client code with its start-up markers made without a stack trace. */
export function withStacklessSentinels(code) {
  let result = code;
  for (const line of SENTINELS) {
    const count = result.split(line).length - 1;
    if (count !== 1) {
      throw new Error(
        `react-dom-sentinels: expected "${line}" once in React DOM, found it ${count} times. ` +
          "React DOM changed: check web/scripts/react-dom-sentinels.mjs against the new version.",
      );
    }
    result = result.replace(line, line.replace("= Error(", "= stacklessError$("));
  }
  // A function declaration: hoisted, so the lines above can call it from anywhere in the file.
  return `${result}\n${HELPER}`;
}

/** The Vite plugin. */
export function reactDomSentinels() {
  return {
    name: "brandvista:react-dom-sentinels",
    apply: "build",
    transform: {
      filter: { id: FILE },
      handler(code) {
        return { code: withStacklessSentinels(code), map: null };
      },
    },
  };
}
