import { describe, expect, it } from "vitest";
import { EMULATOR_PORTS } from "./emulator-ports";
import { firebaseWebConfig } from "./firebase-config";

describe("firebaseWebConfig", () => {
  it("defaults to the offline demo project and the local Firestore emulator", () => {
    const config = firebaseWebConfig({});
    expect(config.options.projectId).toBe("demo-brandvista");
    expect(config.firestoreEmulator).toEqual({ host: "127.0.0.1", port: EMULATOR_PORTS.firestore });
  });

  it("sends any demo- project to the emulator, on a configurable host", () => {
    const config = firebaseWebConfig({
      VITE_FIREBASE_PROJECT_ID: "demo-other",
      VITE_FIRESTORE_EMULATOR_HOST: "localhost:9090",
    });
    expect(config.firestoreEmulator).toEqual({ host: "localhost", port: 9090 });
  });

  it("uses the real service for a configured project", () => {
    const config = firebaseWebConfig({
      VITE_FIREBASE_PROJECT_ID: "brandvista-prod",
      VITE_FIREBASE_API_KEY: "AIza-example",
      VITE_FIREBASE_APP_ID: "1:123:web:abc",
    });
    expect(config.firestoreEmulator).toBeNull();
    expect(config.options).toMatchObject({
      projectId: "brandvista-prod",
      apiKey: "AIza-example",
      appId: "1:123:web:abc",
      authDomain: "brandvista-prod.firebaseapp.com",
    });
  });

  it("refuses a real project without an API key", () => {
    expect(() => firebaseWebConfig({ VITE_FIREBASE_PROJECT_ID: "brandvista-prod" })).toThrow(
      /VITE_FIREBASE_API_KEY/,
    );
  });
});
