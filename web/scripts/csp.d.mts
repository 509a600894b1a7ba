// Types of csp.mjs, for the TypeScript tests that use it.
export function inlineScriptHashes(html: string): string[];
export function inlineStyleHashes(html: string): { elements: string[]; attributes: string[] };
export function pagePolicy(options: {
  scriptHashes: string[];
  styleHashes: { elements: string[]; attributes: string[] };
  chat?: boolean;
  appCheck?: boolean;
  emulatorOrigins?: string[];
  extra?: { script: string[]; connect: string[]; frame: string[] };
}): string;
export function withCspMeta(html: string, policy: string): string;
