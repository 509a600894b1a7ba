// Types of inline-css.mjs, for the TypeScript tests that use it.
export function pageStylesheets(html: string): string[];
export function inlinePageCss(html: string, readAsset: (href: string) => string): string;
export function assetReader(clientDir: string): (href: string) => string;
