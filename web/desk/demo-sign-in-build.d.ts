// Set by the desk's Vite config (web/desk/vite.config.ts): true only in a build or dev server
// for an offline demo project (the emulators), so that "Sign in as the demo salesperson" and
// everything behind it are dead code, dropped from a production bundle.
declare const __DESK_DEMO_SIGN_IN__: boolean;
