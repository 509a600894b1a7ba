// Types of csp.mjs, for the TypeScript tests that use it.
export function inlineScriptHashes(html: string): string[];
export function inlineStyleHashes(html: string): { elements: string[]; attributes: string[] };
export function pagePolicy(options: {
  scriptHashes: string[];
  styleHashes: { elements: string[]; attributes: string[] };
  chat?: boolean;
  appCheck?: boolean;
  emulatorOrigins?: string[];
}): string;
export function withCspMeta(html: string, policy: string): string;
