// Types of defer-scripts.mjs, for the TypeScript tests that use it.
/** The URLs a built module imports statically. */
export type ModuleImports = (url: string) => string[];
export function evaluationOrder(
  hints: string[],
  staticImports: string[],
  entry: string,
  importsOf: ModuleImports,
): number[];
export function deferredBootstrap(
  body: string,
  preloadHrefs: string[],
  importsOf?: ModuleImports,
): string;
export function deferPageScripts(html: string, importsOf?: ModuleImports): string;
export function builtModuleImports(readAsset: (href: string) => string): ModuleImports;
