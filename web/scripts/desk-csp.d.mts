// Types of desk-csp.mjs, for the TypeScript tests that use it.
export const DESK_PREFIX: string;
export function isDeskPath(path: string): boolean;
export function deskSources(options: {
  projectId: string;
  authDomain?: string;
  emulated: boolean;
}): { script: string[]; connect: string[]; frame: string[] };
