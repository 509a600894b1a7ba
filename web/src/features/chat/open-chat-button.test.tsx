// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { LIVECHAT_SCRIPT_URL } from "./livechat-loader";
import { OpenChatButton } from "./open-chat-button";

const LICENCE = 19_283_746;

const chatScripts = () =>
  Array.from(document.querySelectorAll("script")).filter((s) => s.src.includes("livechatinc"));

afterEach(() => {
  for (const node of document.head.querySelectorAll("script, link")) node.remove();
  delete window.__lc;
  delete window.LiveChatWidget;
});

describe("OpenChatButton with a LiveChat licence", () => {
  it("requests no LiveChat script before the visitor shows intent", () => {
    render(<OpenChatButton licence={LICENCE} />);
    expect(screen.getByRole("button", { name: "Chat with us" })).toBeInTheDocument();
    expect(chatScripts()).toHaveLength(0);
    expect(window.LiveChatWidget).toBeUndefined();
  });

  it("only preconnects on hover and focus, still without loading the script", async () => {
    const user = userEvent.setup();
    render(<OpenChatButton licence={LICENCE} />);
    const button = screen.getByRole("button", { name: "Chat with us" });
    await user.hover(button);
    button.focus();
    const preconnects = document.head.querySelectorAll('link[rel="preconnect"]');
    expect(Array.from(preconnects, (l) => l.getAttribute("href"))).toContain(
      "https://cdn.livechatinc.com",
    );
    expect(chatScripts()).toHaveLength(0);
  });

  it("loads the widget with the licence on click and asks it to open the chat window", async () => {
    const user = userEvent.setup();
    render(<OpenChatButton licence={LICENCE} />);
    await user.click(screen.getByRole("button", { name: "Chat with us" }));
    expect(chatScripts().map((s) => s.src)).toEqual([LIVECHAT_SCRIPT_URL]);
    expect(window.__lc?.license).toBe(LICENCE);
    expect(window.LiveChatWidget?._q).toContainEqual(["call", ["maximize"]]);
    // A second click opens the window again but never adds a second script.
    await user.click(screen.getByRole("button", { name: "Chat with us" }));
    expect(chatScripts()).toHaveLength(1);
  });
});

describe("OpenChatButton on a page whose URL carries a capability", () => {
  it("loads no script there, whatever is clicked", async () => {
    const user = userEvent.setup();
    const before = window.location.pathname;
    window.history.pushState(null, "", "/pay/pl_test_token/tail");
    try {
      render(<OpenChatButton licence={LICENCE} />);
      const button = screen.getByRole("button", { name: "Chat with us" });
      await user.hover(button);
      await user.click(button);
      expect(chatScripts()).toHaveLength(0);
      expect(document.head.querySelectorAll('link[rel="preconnect"]')).toHaveLength(0);
      expect(window.LiveChatWidget).toBeUndefined();
    } finally {
      window.history.pushState(null, "", before);
    }
  });
});

describe("OpenChatButton without a licence", () => {
  it("offers the phone number and sales e-mail instead, and loads nothing", async () => {
    const user = userEvent.setup();
    render(<OpenChatButton licence={null}>Talk to us</OpenChatButton>);
    const button = screen.getByRole("button", { name: "Talk to us" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: `Call ${site.phone.display}` })).toHaveAttribute(
      "href",
      `tel:${site.phone.tel}`,
    );
    expect(screen.getByRole("link", { name: `E-mail ${site.salesEmail}` })).toHaveAttribute(
      "href",
      `mailto:${site.salesEmail}`,
    );
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
    expect(chatScripts()).toHaveLength(0);
  });
});
