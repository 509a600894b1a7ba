// Firestore's SDK (since 4.19) imports re2js, a port of the RE2 regex engine (146 kB, 46 kB
// gzip), for one thing only: evaluating the regex and LIKE functions of Firestore Pipelines in
// the browser. The site runs no pipelines (the desk's reads are plain queries and counts), but
// the bundler cannot see that, so the web build resolves `re2js` to this module instead
// (vite.config.ts). A pipeline's regex would reach compile() below, whose error the SDK catches
// and answers as an invalid pattern. re2js-left-out.test.ts fails if the SDK starts using
// re2js anywhere else.

/** The name the SDK imports (`import { RE2JS } from "re2js"`): compiles nothing. */
export const RE2JS = {
  compile(pattern: string): never {
    throw new Error(
      `Regular expressions of Firestore Pipelines are left out of this site's build ` +
        `(re2js, see vite.config.ts); cannot compile ${JSON.stringify(pattern)}`,
    );
  },
};
