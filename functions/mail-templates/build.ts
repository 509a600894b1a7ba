// Builds a template's files to paste into EmailJS: the copy from mail-copy.ts is filled into
// the .mjml and .txt sources (`<% name %>` tags, partials from partials/), then MJML compiles
// the HTML (tables and inline styles for e-mail clients, no remote fonts). EmailJS variables
// (`{{name}}`) pass through both steps untouched.
import { readdirSync, readFileSync } from "node:fs";
import { basename, extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import mjml2html from "mjml";
import { fillCopy } from "./emailjs-syntax.js";
import type { MailTemplate } from "./templates.js";

export const TEMPLATES_DIR = fileURLToPath(new URL(".", import.meta.url));
const PARTIALS_DIR = join(TEMPLATES_DIR, "partials");

/** A template ready for EmailJS: every field of its dashboard, with EmailJS variables in it. */
export interface BuiltTemplate {
  spec: MailTemplate;
  subject: string;
  to: string;
  replyTo: string;
  fromName: string;
  html: string;
  text: string;
}

const read = (path: string) => readFileSync(path, "utf8");

/** partials/<name>.<ext> → name → source, for `<%> name %>`. */
function partials(): Record<string, string> {
  return Object.fromEntries(
    readdirSync(PARTIALS_DIR).map((file) => [
      basename(file, extname(file)),
      read(join(PARTIALS_DIR, file)),
    ]),
  );
}

/** Builds one template; throws on any MJML error, so a broken template never ships. */
export async function buildTemplate(spec: MailTemplate): Promise<BuiltTemplate> {
  const source = read(join(TEMPLATES_DIR, `${spec.file}.mjml`));
  const filled = fillCopy(source, spec.copy, { html: true }, partials());
  const { html, errors } = await mjml2html(filled, {
    validationLevel: "strict",
    fonts: {},
    keepComments: false,
  });
  if (errors.length > 0)
    throw new Error(
      `${spec.file}.mjml: ${errors.map((error) => error.formattedMessage).join("; ")}`,
    );
  const text = fillCopy(read(join(TEMPLATES_DIR, `${spec.file}.txt`)), spec.copy, {
    html: false,
  });
  return {
    spec,
    subject: spec.subject,
    to: spec.to,
    replyTo: spec.replyTo,
    fromName: spec.fromName,
    html,
    text,
  };
}
