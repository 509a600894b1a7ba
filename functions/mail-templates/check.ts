// `npm run mail:check`: what each template expects in EmailJS's dashboard, read from the files
// (no network), to compare by eye with what is deployed; and the variables contract, which
// fails the command (exit 1) when a template and the functions disagree.
import { buildTemplate } from "./build.js";
import { contractProblems } from "./contract.js";
import { MAIL_TEMPLATES } from "./templates.js";

export async function checkTemplates(print: (line: string) => void): Promise<string[]> {
  const problems: string[] = [];
  for (const spec of MAIL_TEMPLATES) {
    const built = await buildTemplate(spec);
    const unused = Object.keys(spec.unused);
    print(`${spec.name}  (its id goes in ${spec.idParam})`);
    print(`  Subject     ${built.subject}`);
    print(`  To Email    ${built.to}`);
    print(`  Reply To    ${built.replyTo}`);
    print(`  From Name   ${built.fromName}`);
    print(`  Content     functions/mail-templates/build/${spec.file}.html (npm run mail:preview)`);
    print(`  Variables   ${spec.sentWith.join(" ")}`);
    if (unused.length > 0) print(`  Not shown   ${unused.join(" ")}`);
    print("");
    problems.push(...contractProblems(built));
  }
  return problems;
}
