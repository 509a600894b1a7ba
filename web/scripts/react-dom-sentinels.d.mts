// Types of react-dom-sentinels.mjs, for vite.config.ts and the tests.
import type { Plugin } from "vite";
export const SENTINELS: string[];
export function withStacklessSentinels(code: string): string;
export function reactDomSentinels(): Plugin;
