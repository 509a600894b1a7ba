// Runs a command inside `firebase emulators:exec` with the Firestore and Functions emulators
// (and Hosting with --hosting). Builds the functions first so the emulator loads current code.
// Usage: node tests/support/with-emulators.mjs [--hosting] -- <command…>
import { execSync } from "node:child_process";
import { runFirebase } from "./firebase.mjs";

const argv = process.argv.slice(2);
const separator = argv.indexOf("--");
if (separator < 0 || separator === argv.length - 1) {
  console.error("usage: with-emulators.mjs [--hosting] -- <command…>");
  process.exit(2);
}
const flags = argv.slice(0, separator);
const command = argv
  .slice(separator + 1)
  .map((part) => (/[\s"']/.test(part) ? JSON.stringify(part) : part))
  .join(" ");
const only = ["firestore", "functions", ...(flags.includes("--hosting") ? ["hosting"] : [])];

execSync("npm run --silent build:functions", { stdio: "inherit" });
process.exitCode = await runFirebase(["emulators:exec", "--only", only.join(","), command]);
