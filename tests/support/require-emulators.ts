// Loaded before every emulator or browser test file: such a test run outside
// `firebase emulators:exec` must fail loudly, never pass or skip silently.
const hostVar = process.env.FIRESTORE_EMULATOR_HOST;
if (!hostVar) {
  throw new Error(
    "This test needs the Firebase emulators, but FIRESTORE_EMULATOR_HOST is not set. " +
      "Run it through `npm run test:emulators` (or `npm test`), which starts them.",
  );
}
