// Types of build-env.mjs, for the TypeScript tests that share it.
export interface BuildEnv {
  /** Site origin without a trailing slash. */
  origin: string;
  /** Whether a LiveChat licence is configured. */
  chat: boolean;
  /** Whether App Check (reCAPTCHA Enterprise) is configured for the brief's writes. */
  appCheck: boolean;
  projectId: string;
  /** Firestore emulator origins the page may call (demo- builds only). */
  emulatorOrigins: string[];
}
export function buildEnv(mode?: string): BuildEnv;
