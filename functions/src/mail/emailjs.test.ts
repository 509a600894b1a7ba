// The EmailJS transport against the service model (testing/emailjs-service.ts): what it
// posts, EmailJS's refusals of wrong keys and ids, and a time-out that cancels the request.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createEmailJsTransport } from "./emailjs.js";
import { EMAILJS_ANSWERS, WRONG_SETTINGS, emailJsService } from "../testing/emailjs-service.js";
import { fakeEmailJsFetch } from "../testing/fakes.js";
import { classify } from "./transport.js";

const CONFIG = {
  publicKey: "public-key",
  privateKey: "private-key",
  serviceId: "service_test",
  templateId: "template_test",
  origin: "api.emailjs.test",
};
const ACCOUNT = {
  publicKey: CONFIG.publicKey,
  privateKey: CONFIG.privateKey,
  serviceId: CONFIG.serviceId,
  templateIds: [CONFIG.templateId, "template_reply"],
};

function setup(config = CONFIG) {
  const service = emailJsService(ACCOUNT);
  const api = fakeEmailJsFetch(service);
  return { service, api, transport: createEmailJsTransport(config, 10_000, api.fetch) };
}

describe("createEmailJsTransport", () => {
  afterEach(() => vi.useRealTimers());

  it("posts the keys, the ids and the params to EmailJS's send path, as the SDK does", async () => {
    const { api, transport } = setup();
    await expect(transport.send({ companyName: "Acme" })).resolves.toEqual({
      status: 200,
      text: "OK",
    });
    await transport.send({ leadId: "l1" }, "template_reply");
    expect(api.received).toEqual([
      {
        path: "/api/v1.0/email/send",
        status: 200,
        body: {
          user_id: "public-key",
          accessToken: "private-key",
          service_id: "service_test",
          template_id: "template_test",
          template_params: { companyName: "Acme" },
        },
      },
      expect.objectContaining({
        status: 200,
        body: expect.objectContaining({ template_id: "template_reply" }),
      }),
    ]);
  });

  it.each(WRONG_SETTINGS)(
    "gets EmailJS's refusal for a wrong %s, a permanent failure",
    async (_what, wrong, answer) => {
      const { transport } = setup({ ...CONFIG, ...wrong });
      const result = await transport.send({});
      expect(result).toEqual(answer);
      expect(classify(result)).toBe("permanent");
    },
  );

  it("reports a network failure before the request left as status 0, not unanswered", async () => {
    const refused = Object.assign(new TypeError("fetch failed"), {
      cause: { code: "ECONNREFUSED", message: "connect ECONNREFUSED 127.0.0.1:443" },
    });
    const transport = createEmailJsTransport(CONFIG, 1000, () => Promise.reject(refused));
    await expect(transport.send({})).resolves.toEqual({
      status: 0,
      text: "Network error: connect ECONNREFUSED 127.0.0.1:443",
    });
  });

  it("cancels a send that has no answer within the time-out and calls its outcome unknown", async () => {
    vi.useFakeTimers();
    const { api, transport } = setup();
    api.answerLate(60_000);
    const result = transport.send({});
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(result).resolves.toEqual({
      status: 0,
      text: "Timed out after 10000 ms",
      unanswered: true,
    });
    expect(api.received).toHaveLength(1); // the service got it: the mail may have gone
  });
});

describe("classify", () => {
  it.each([
    [{ status: 200, text: "OK" }, "sent"],
    [EMAILJS_ANSWERS.quota, "quota"],
    [{ status: 429, text: "Monthly limit reached" }, "quota"],
    [{ status: 403, text: "You have reached the quota of your plan" }, "quota"],
    [EMAILJS_ANSWERS.tooMany, "rateLimited"],
    [EMAILJS_ANSWERS.accountNotFound, "outage"],
    [EMAILJS_ANSWERS.outage, "outage"],
    [{ status: 0, text: "Timed out after 10000 ms", unanswered: true }, "outage"],
    [{ status: 400, text: "The template ID is invalid" }, "permanent"],
    [{ status: 403, text: "API calls are disabled for non-browser applications" }, "permanent"],
    [{ status: 412, text: "Precondition Failed" }, "permanent"],
    [{ status: 451, text: "Unavailable For Legal Reasons" }, "permanent"],
  ] as const)("calls %o %s", (result, verdict) => {
    expect(classify(result)).toBe(verdict);
  });
});
