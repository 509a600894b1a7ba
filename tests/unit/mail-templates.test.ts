// The variables contract between the functions and the shipped EmailJS templates
// (functions/mail-templates/): a template that uses a variable the functions never send, a
// variable sent but shown nowhere (and not listed as unused), or a visitor's answer inserted
// unescaped fails here. Renders as EmailJS does (Mustache: `{{x}}` escapes HTML).
import Mustache from "mustache";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTemplate, type BuiltTemplate } from "../../functions/mail-templates/build";
import { contractProblems } from "../../functions/mail-templates/contract";
import { renderLikeEmailJs } from "../../functions/mail-templates/emailjs-syntax";
import { SEED_LEADS } from "../../functions/mail-templates/seed-leads";
import {
  MAIL_TEMPLATES,
  PROSPECT_TEMPLATE,
  SALES_TEMPLATE,
} from "../../functions/mail-templates/templates";
import { FULL_SOURCE, VALID_LEAD } from "../fixtures/leads";
import { LEAD_FIELDS } from "../../functions/src/shared/lead";
import {
  AUTO_REPLY_TEMPLATE_VARIABLES,
  SALES_TEMPLATE_VARIABLES,
  autoReplyTemplateParams,
  templateParams,
} from "../../functions/src/mail/template-params";

let sales: BuiltTemplate;
let prospect: BuiltTemplate;
beforeAll(async () => {
  [sales, prospect] = await Promise.all([
    buildTemplate(SALES_TEMPLATE),
    buildTemplate(PROSPECT_TEMPLATE),
  ]);
});

const withHtml = (built: BuiltTemplate, html: string): BuiltTemplate => ({ ...built, html });
const seed = (name: string) => {
  const found = SEED_LEADS.find((each) => each.name === name);
  if (!found) throw new Error(`no seed lead ${name}`);
  return found;
};

describe("the variable lists", () => {
  it("are exactly what the functions send", () => {
    const built = templateParams(
      "aB3dE5fG7hJ9kL1mN2pQ",
      {
        fields: { ...VALID_LEAD, source: FULL_SOURCE, createdAt: new Date() },
        delivery: undefined,
      },
      "https://brandvista.studio",
    );
    if (!built.ok) throw new Error(built.problems);
    expect(Object.keys(built.value)).toEqual([...SALES_TEMPLATE_VARIABLES]);
    expect(Object.keys(autoReplyTemplateParams("aB3dE5fG7hJ9kL1mN2pQ", built.lead, ""))).toEqual([
      ...AUTO_REPLY_TEMPLATE_VARIABLES,
    ]);
  });

  it("give the confirmation nothing the visitor typed but the address it goes to", () => {
    const typed = LEAD_FIELDS.filter((field) => field !== "emailAddress");
    expect(AUTO_REPLY_TEMPLATE_VARIABLES.filter((name) => typed.includes(name as never))).toEqual(
      [],
    );
  });
});

describe("the shipped templates", () => {
  it.each(MAIL_TEMPLATES.map((spec) => [spec.file, spec] as const))(
    "%s keeps the contract",
    async (_file, spec) => {
      expect(contractProblems(await buildTemplate(spec))).toEqual([]);
    },
  );

  it("fail the contract on a variable the functions never send (a typo)", () => {
    const typo = withHtml(sales, sales.html.replace("{{companyName}}", "{{compnyName}}"));
    expect(contractProblems(typo)).toContain(
      "sales-notification Content: uses {{compnyName}}, which the functions never send",
    );
  });

  it("fail the contract when a sent variable is shown nowhere (a renamed parameter)", () => {
    const renamed = { ...SALES_TEMPLATE, sentWith: [...SALES_TEMPLATE.sentWith, "leadLink"] };
    expect(contractProblems({ ...sales, spec: renamed })).toContain(
      "sales-notification: the functions send leadLink, which the template never uses",
    );
  });

  it.each(["{{{companyName}}}", "{{& companyName}}", "{{{referrer}}}"])(
    "fail the contract on a raw insertion: %s",
    (raw) => {
      const broken = withHtml(sales, `${sales.html}<p>${raw}</p>`);
      expect(contractProblems(broken).join("\n")).toMatch(/unescaped .*HTML injection/);
    },
  );

  it("use no EmailJS variable in the confirmation but its address and plan label", () => {
    expect(PROSPECT_TEMPLATE.to).toBe("{{emailAddress}}");
    expect(contractProblems(prospect)).toEqual([]);
  });

  it("send the sales e-mail to the sales inbox, replies to the prospect", () => {
    expect(sales.to).toBe("sales@brandvista.studio");
    expect(sales.replyTo).toBe("{{replyTo}}");
    expect(prospect.replyTo).toBe("sales@brandvista.studio");
  });

  it("need no remote images or fonts", () => {
    for (const built of [sales, prospect]) {
      expect(built.html).not.toMatch(/<img|<link|@import|url\(/i);
      expect(built.html).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
  });
});

describe("rendered as EmailJS renders them", () => {
  const render = (built: BuiltTemplate, params: Record<string, string>) =>
    renderLikeEmailJs(built.html, params, { html: true });

  it("escape answers that look like HTML", () => {
    const { sales: params } = seed("html-lookalike");
    const html = render(sales, params);
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain('href="javascript:');
  });

  it("show the repeat notice first, and only when there is one", () => {
    const notice = seed("updated-brief").sales.repeatNotice ?? "";
    const html = render(sales, seed("updated-brief").sales);
    expect(html.indexOf(notice)).toBeGreaterThan(0);
    expect(html.indexOf(notice)).toBeLessThan(html.indexOf("Open in the desk"));
    const body = (html: string) => html.slice(html.indexOf("<body"));
    expect(body(html)).toContain("bv-warn");
    expect(body(render(sales, seed("plain").sales))).not.toContain("bv-warn");
  });

  it("show the six answers in the brief's order, the plan, the source and the desk link", () => {
    const params = seed("plan-and-source").sales;
    const html = render(sales, params);
    const positions = LEAD_FIELDS.map((field) =>
      html.indexOf(Mustache.escape(params[field] ?? "")),
    );
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).toContain("Professional Logo — $499");
    expect(html).toContain("logo designer dallas");
    expect(html).toContain(`href="${Mustache.escape(params.leadUrl ?? "")}"`);
    expect(html).not.toContain("a direct visit");
    expect(render(sales, seed("plain").sales)).toContain("a direct visit");
  });

  it("keep the confirmation free of what the visitor typed", () => {
    const { sales: typed, prospect: params } = seed("html-lookalike");
    const html = render(prospect, params);
    const text = renderLikeEmailJs(prospect.text, params, { html: false });
    for (const field of LEAD_FIELDS.filter((name) => name !== "emailAddress")) {
      expect(html).not.toContain(typed[field]);
      expect(text).not.toContain(typed[field]);
    }
    expect(html).toContain("Professional Logo — $499");
  });

  it("show the prospect no document id, in the subject or the body", () => {
    const { sales: typed, prospect: params } = seed("html-lookalike");
    const leadId = typed.leadId ?? "";
    expect(leadId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(prospect.subject).not.toContain("{{");
    expect(render(prospect, params)).not.toContain(leadId);
    expect(renderLikeEmailJs(prospect.text, params, { html: false })).not.toContain(leadId);
  });

  it("link the prospect's address encoded, and reply to it normalised", () => {
    // A local part may hold ? & = (the HTML standard allows them); the host may not.
    const built = templateParams(
      "aB3dE5fG7hJ9kL1mN2pQ",
      {
        fields: {
          ...VALID_LEAD,
          emailAddress: "Who?cc=x&body=hi@Example.com",
          createdAt: new Date(),
        },
        delivery: undefined,
      },
      "https://brandvista.studio",
    );
    if (!built.ok) throw new Error(built.problems);
    const params = built.value;
    const html = render(sales, params);
    expect(html).toContain('href="mailto:Who%3Fcc%3Dx%26body%3Dhi@Example.com"');
    expect(html).not.toMatch(/href="mailto:[^"]*[?&]/);
    expect(renderLikeEmailJs(sales.replyTo, params, { html: false })).toBe(
      "who?cc=x&body=hi@example.com",
    );
  });
});

describe("the mailto rule", () => {
  it("fails a template that builds a mailto link from a variable", () => {
    const raw = withHtml(sales, `${sales.html}<a href="mailto:{{emailAddress}}">x</a>`);
    expect(contractProblems(raw).join("\n")).toMatch(/builds a mailto link from a variable/);
  });
});
