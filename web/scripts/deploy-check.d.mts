export interface BuildInfo {
  projectId: string;
  emulatorOrigins: string[];
  builtAt?: string;
}
export function deployProblems(info: BuildInfo | undefined, target: string | undefined): string[];
