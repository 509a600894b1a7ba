// `npm run mail:preview`: builds both templates into build/ (the files to paste into EmailJS)
// and renders each with every seed lead, as EmailJS would, into build/preview/ (HTML and
// text, plus an index page with each e-mail's subject, To and Reply-To).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildTemplate, TEMPLATES_DIR, type BuiltTemplate } from "./build.js";
import { renderLikeEmailJs } from "./emailjs-syntax.js";
import { SEED_LEADS } from "./seed-leads.js";
import { MAIL_TEMPLATES, PAYMENT_TEMPLATE, QUOTE_TEMPLATE, SALES_TEMPLATE } from "./templates.js";

export const BUILD_DIR = join(TEMPLATES_DIR, "build");

/** One rendered e-mail. */
export interface Preview {
  seed: string;
  template: string;
  subject: string;
  to: string;
  replyTo: string;
  htmlFile: string;
  textFile: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Writes the built templates and every preview under `outDir`; returns the previews. */
export async function writePreviews(outDir = BUILD_DIR): Promise<Preview[]> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(join(outDir, "preview"), { recursive: true });
  const built: BuiltTemplate[] = [];
  for (const spec of MAIL_TEMPLATES) {
    const template = await buildTemplate(spec);
    built.push(template);
    writeFileSync(join(outDir, `${spec.file}.html`), template.html);
    writeFileSync(join(outDir, `${spec.file}.txt`), template.text);
  }
  const previews: Preview[] = [];
  for (const seed of SEED_LEADS) {
    for (const template of built) {
      const params =
        template.spec === SALES_TEMPLATE
          ? seed.sales
          : template.spec === PAYMENT_TEMPLATE
            ? seed.payment
            : template.spec === QUOTE_TEMPLATE
              ? seed.quote
              : seed.prospect;
      const render = (part: string, html = false) => renderLikeEmailJs(part, params, { html });
      const base = join(outDir, "preview", `${seed.name}.${template.spec.file}`);
      writeFileSync(`${base}.html`, render(template.html, true));
      writeFileSync(`${base}.txt`, render(template.text));
      previews.push({
        seed: seed.name,
        template: template.spec.file,
        subject: render(template.subject),
        to: render(template.to),
        replyTo: render(template.replyTo),
        htmlFile: `${base}.html`,
        textFile: `${base}.txt`,
      });
    }
  }
  writeFileSync(join(outDir, "preview", "index.html"), indexPage(previews));
  return previews;
}

function indexPage(previews: Preview[]): string {
  const rows = previews
    .map(
      (preview) =>
        `<tr><td>${escapeHtml(preview.seed)}</td><td>${escapeHtml(preview.template)}</td>` +
        `<td>${escapeHtml(preview.subject)}</td><td>${escapeHtml(preview.to)}</td>` +
        `<td>${escapeHtml(preview.replyTo)}</td>` +
        `<td><a href="${preview.htmlFile.split("/").pop()}">HTML</a> · ` +
        `<a href="${preview.textFile.split("/").pop()}">text</a></td></tr>`,
    )
    .join("\n");
  const seeds = SEED_LEADS.map((seed) => `<li><b>${seed.name}</b>: ${seed.description}</li>`);
  return `<!doctype html><meta charset="utf-8"><title>E-mail previews</title>
<style>body{font:15px system-ui;margin:24px}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top}</style>
<h1>E-mail previews</h1><ul>${seeds.join("")}</ul>
<table><tr><th>Lead</th><th>Template</th><th>Subject</th><th>To</th><th>Reply-To</th><th>Files</th></tr>
${rows}</table>`;
}
