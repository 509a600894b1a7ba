// The EmailJS transport: what the SDK's answers become, and the time-out the SDK lacks.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const sdk = vi.hoisted(() => ({ init: vi.fn(), send: vi.fn() }));
vi.mock("@emailjs/nodejs", () => ({ default: sdk }));

const { createEmailJsTransport } = await import("./emailjs.js");

const CONFIG = {
  publicKey: "public-key",
  privateKey: "private-key",
  serviceId: "service_test",
  templateId: "template_test",
  origin: "localhost",
};

describe("createEmailJsTransport", () => {
  beforeEach(() => {
    sdk.init.mockReset();
    sdk.send.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it("initialises the SDK with both keys and the origin, and sends to the configured ids", async () => {
    sdk.send.mockResolvedValue({ status: 200, text: "OK" });
    const transport = createEmailJsTransport(CONFIG, 1000);
    await expect(transport.send({ companyName: "Acme" })).resolves.toEqual({
      status: 200,
      text: "OK",
    });
    expect(sdk.init).toHaveBeenCalledWith({
      publicKey: "public-key",
      privateKey: "private-key",
      origin: "localhost",
    });
    expect(sdk.send).toHaveBeenCalledWith("service_test", "template_test", { companyName: "Acme" });
  });

  it("passes an HTTP rejection through as its status and text", async () => {
    sdk.send.mockRejectedValue({ status: 451, text: "Unavailable For Legal Reasons" });
    await expect(createEmailJsTransport(CONFIG, 1000).send({})).resolves.toEqual({
      status: 451,
      text: "Unavailable For Legal Reasons",
    });
  });

  it("reports a network failure as status 0", async () => {
    sdk.send.mockRejectedValue(new Error("getaddrinfo ENOTFOUND api.emailjs.com"));
    await expect(createEmailJsTransport(CONFIG, 1000).send({})).resolves.toEqual({
      status: 0,
      text: "Network error: getaddrinfo ENOTFOUND api.emailjs.com",
    });
  });

  it("reports the SDK refusing a missing id as a permanent 400", async () => {
    sdk.send.mockRejectedValue("The service ID is required");
    const result = await createEmailJsTransport(CONFIG, 1000).send({});
    expect(result).toEqual({
      status: 400,
      text: "EmailJS refused the call: The service ID is required",
    });
  });

  it("gives up on a send that has no answer within the time-out", async () => {
    vi.useFakeTimers();
    sdk.send.mockReturnValue(new Promise(() => undefined));
    const result = createEmailJsTransport(CONFIG, 10_000).send({});
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(result).resolves.toEqual({ status: 0, text: "Timed out after 10000 ms" });
  });
});
