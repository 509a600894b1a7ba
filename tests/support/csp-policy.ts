// Reading the page policy csp.mjs writes, for the CSP unit tests.

/** pagePolicy's options for a page with no inline script or style. */
export const EMPTY_PAGE = { scriptHashes: [], styleHashes: { elements: [], attributes: [] } };

/** The sources of one directive of a policy ("script-src 'self' …"), or undefined if absent. */
export const directive = (policy: string, name: string): string[] | undefined =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);
