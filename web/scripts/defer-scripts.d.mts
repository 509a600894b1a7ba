// Types of defer-scripts.mjs, for the TypeScript tests that use it.
export function deferredBootstrap(body: string, preloadHrefs: string[]): string;
export function deferPageScripts(html: string): string;
