// Lives in web/scripts/dev/: the developer tools sit beside the build scripts (the top level takes no new folder; tests/ is for tests).
// `npm start`: the Firebase emulators (Auth, Firestore, Functions, with the seed data in
// emulator-data/) plus the Vite dev server with hot reload, wired to each other.
import { spawn, execSync } from "node:child_process";
import { DEMO_SALES_ACCOUNT } from "./demo-sales-account.mjs";
import { runFirebase } from "./firebase.mjs";

execSync("npm run --silent build:functions", { stdio: "inherit" });

const children = [];
const start = (command, args) => {
  const child = spawn(command, args, { stdio: "inherit", shell: process.platform === "win32" });
  children.push(child);
  return child;
};

// Recompile the functions on change; the Functions emulator reloads lib/ by itself.
start("npm", ["--workspace", "functions", "run", "--silent", "build:watch"]);
start("npm", ["run", "--silent", "dev:web"]);

console.log(`
  Site (Vite, hot reload):  http://localhost:5173
  Sales desk:               http://localhost:5173/desk
    Sign in with Google on the Auth emulator's page as ${DEMO_SALES_ACCOUNT.email}
    (${DEMO_SALES_ACCOUNT.displayName}, role: sales); any other address shows "no access".
  Firestore emulator:       127.0.0.1:8080
  Functions emulator:       127.0.0.1:5001
  Auth emulator:            127.0.0.1:9099
  Leads are mailed through EmailJS only when functions/.env.local configures it
  (docs/operations.md, "Configure EmailJS for real"); otherwise each lead's delivery.state says SKIPPED.
`);

const code = await runFirebase([
  "emulators:start",
  "--only",
  "auth,firestore,functions",
  "--import",
  "emulator-data",
]);
for (const child of children) child.kill("SIGTERM");
process.exitCode = code;
