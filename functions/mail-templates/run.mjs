// Runs the mail-template commands: `node functions/mail-templates/run.mjs preview|check`
// (npm run mail:preview / mail:check). The templates import the site's copy from
// web/src/content (TypeScript, Vite aliases), so they load through Vite's module runner.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { pathAliases } from "../../web/scripts/path-aliases.mjs";

const command = process.argv[2];
const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const load = async (file) =>
  (
    await runnerImport(here(file), {
      configFile: false,
      logLevel: "error",
      resolve: { alias: pathAliases() },
    })
  ).module;

if (command === "preview") {
  const { writePreviews, BUILD_DIR } = await load("./preview.ts");
  const previews = await writePreviews();
  console.log(`Templates to paste into EmailJS: ${BUILD_DIR}`);
  for (const preview of previews) console.log(`  ${preview.htmlFile}  (+ .txt)`);
  console.log(`All previews, with subjects: ${BUILD_DIR}/preview/index.html`);
} else if (command === "check") {
  const { checkTemplates } = await load("./check.ts");
  const problems = await checkTemplates((line) => console.log(line));
  if (problems.length > 0) {
    console.error(`The templates and the functions disagree:\n  ${problems.join("\n  ")}`);
    process.exitCode = 1;
  } else console.log("Variables: every one the templates use is sent, every one sent is used.");
} else {
  console.error("Usage: node functions/mail-templates/run.mjs preview|check");
  process.exitCode = 2;
}
