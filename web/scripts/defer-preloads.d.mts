// Types of defer-preloads.mjs, for the TypeScript tests that use it.
export function deferModulePreloads(html: string): string;
