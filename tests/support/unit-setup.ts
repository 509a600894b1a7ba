// Unit tests that render React opt into jsdom with `// @vitest-environment jsdom` at the
// top of the file; this adds Testing Library's DOM matchers and cleans up between tests.
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  if (typeof document !== "undefined") cleanup();
});
