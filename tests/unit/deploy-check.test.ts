// The hosting predeploy check: a demo or emulator build never reaches a real project.
import { describe, expect, it } from "vitest";
import { deployProblems } from "../../web/scripts/deploy-check.mjs";

describe("deployProblems", () => {
  it("lets a build for the target's real project through", () => {
    expect(
      deployProblems({ projectId: "brandvista-prod", emulatorOrigins: [] }, "brandvista-prod"),
    ).toEqual([]);
  });

  it.each([
    ["a missing build", undefined, /no build-info\.json/],
    [
      "a demo- project",
      { projectId: "demo-brandvista", emulatorOrigins: [] },
      /offline demo project/,
    ],
    [
      "an emulator",
      { projectId: "brandvista-prod", emulatorOrigins: ["http://127.0.0.1:8080"] },
      /writes leads to an emulator/,
    ],
    [
      "another project",
      { projectId: "brandvista-staging", emulatorOrigins: [] },
      /goes to "brandvista-prod"/,
    ],
  ])("refuses %s", (_name, info, problem) => {
    const problems = deployProblems(info, "brandvista-prod");
    expect(problems.join("\n")).toMatch(problem);
  });
});
