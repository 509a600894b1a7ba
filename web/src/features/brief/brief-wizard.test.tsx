// @vitest-environment jsdom
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { BRIEF_STORAGE_KEY, briefStore, saveAnswer } from "./brief-store";
import { BRIEF_STEP_SLUGS } from "./brief-steps";
import { BriefWizard } from "./brief-wizard";

/** The wizard as the app mounts it: in the steps' layout route, the step routes render nothing. */
function renderWizard(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <BriefWizard />
            <Outlet />
          </>
        ),
        children: BRIEF_STEP_SLUGS.map((slug) => ({ path: `/brief/${slug}`, element: null })),
      },
      { path: "/final-step", element: <h1>Final step</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

describe("a brief step in the browser", () => {
  it("puts focus on the labelled field and says which step this is", async () => {
    renderWizard("/brief/company");
    const input = await screen.findByRole("textbox", { name: "What is your company called?" });
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining("Step 1 of 6") as unknown as string,
    );
    expect(input).toHaveAttribute("aria-required", "true");
    expect(screen.queryByRole("link", { name: "Back" })).toBeNull();
  });

  it("shows the schema's message, wired to the field, and stays on the step", async () => {
    const router = renderWizard("/brief/company");
    const user = userEvent.setup();
    const input = await screen.findByRole("textbox", { name: "What is your company called?" });
    await user.type(input, "   {Enter}");
    const alert = await screen.findByText("Please tell us your company name.");
    expect(alert).toHaveAttribute("role", "alert");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining("Please tell us your company name.") as unknown as string,
    );
    expect(router.state.location.pathname).toBe("/brief/company");
  });

  it("after a refused answer, moves on with the corrected one and leaves no message behind", async () => {
    const router = renderWizard("/brief/company");
    const user = userEvent.setup();
    const input = await screen.findByRole("textbox", { name: "What is your company called?" });
    await user.type(input, "   {Enter}");
    await screen.findByText("Please tell us your company name.");
    await user.clear(input);
    await user.type(input, "Harbor Dental{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/brief/slogan"));
    expect(JSON.parse(sessionStorage.getItem(BRIEF_STORAGE_KEY) ?? "{}")).toMatchObject({
      answers: { companyName: "Harbor Dental" },
    });
    await user.click(screen.getByRole("link", { name: "Back" }));
    const company = await screen.findByRole("textbox", { name: "What is your company called?" });
    expect(company).toHaveValue("Harbor Dental");
    expect(company).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Please tell us your company name.")).toBeNull();
  });

  it("moves on with Enter, storing the trimmed answer, and Back returns with it", async () => {
    const router = renderWizard("/brief/company");
    const user = userEvent.setup();
    const input = await screen.findByRole("textbox", { name: "What is your company called?" });
    await user.type(input, "  Lone Star Roasters {Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/brief/slogan"));
    expect(JSON.parse(sessionStorage.getItem(BRIEF_STORAGE_KEY) ?? "{}")).toMatchObject({
      answers: { companyName: "Lone Star Roasters" },
    });
    const slogan = await screen.findByRole("textbox", { name: "Do you have a slogan or tagline?" });
    await waitFor(() => expect(slogan).toHaveFocus());
    expect(screen.getByText("Step 2 of 6")).toBeInTheDocument();
    // The step just left stays mounted, hidden and holding the answer as typed, until the
    // browser is idle; Back after that builds it again from the stored, trimmed answer.
    await waitFor(() =>
      expect(
        screen.queryByRole("textbox", { name: "What is your company called?", hidden: true }),
      ).toBeNull(),
    );

    await user.click(screen.getByRole("link", { name: "Back" }));
    expect(
      await screen.findByRole("textbox", { name: "What is your company called?" }),
    ).toHaveValue("Lone Star Roasters");
  });

  it("builds the next step ahead, hidden, and Enter shows that very field with the focus", async () => {
    renderWizard("/brief/company");
    const user = userEvent.setup();
    const input = await screen.findByRole("textbox", { name: "What is your company called?" });
    const slogan = "Do you have a slogan or tagline?";
    const ahead = await screen.findByRole("textbox", { name: slogan, hidden: true });
    expect(ahead).not.toBeVisible();
    expect(screen.queryByRole("textbox", { name: slogan })).toBeNull();

    await user.type(input, "Acme{Enter}");
    await waitFor(() => expect(ahead).toHaveFocus());
    expect(ahead).toBeVisible();
    expect(screen.getByRole("textbox", { name: slogan })).toBe(ahead);
    expect(input).not.toBeVisible();
  });

  it("moves on from Enter's own key press when the answer passes, and submits the form only to refuse one", async () => {
    renderWizard("/brief/company");
    const user = userEvent.setup();
    const submits: Event[] = [];
    const countSubmit = (event: Event) => submits.push(event);
    document.addEventListener("submit", countSubmit);
    onTestFinished(() => document.removeEventListener("submit", countSubmit));
    const input = await screen.findByRole("textbox", { name: "What is your company called?" });
    await waitFor(() => expect(input).toHaveFocus());

    await user.keyboard("{Enter}");
    expect(submits).toHaveLength(1);
    expect(await screen.findByText("Please tell us your company name.")).toBeInTheDocument();

    // The message goes as the answer is corrected, so the corrected answer moves on from the key.
    await user.keyboard("Acme");
    await waitFor(() => expect(screen.queryByText("Please tell us your company name.")).toBeNull());
    await user.keyboard("{Enter}");
    const slogan = await screen.findByRole("textbox", { name: "Do you have a slogan or tagline?" });
    await waitFor(() => expect(slogan).toHaveFocus());
    await user.keyboard("{Enter}");
    await screen.findByRole("textbox", { name: "What industry are you in?" });
    expect(submits).toHaveLength(1);
    expect(briefStore.getSnapshot().answers).toMatchObject({ companyName: "Acme", sloganName: "" });
  });

  /** Types an answer on a step and presses Enter: the step says `message` and stays. */
  async function expectRefused(path: string, question: string, typed: string, message: string) {
    const router = renderWizard(path);
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: question }), `${typed}{Enter}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  }

  it("blocks a malformed e-mail address", async () => {
    saveAnswer(briefStore, "companyName", "Acme");
    await expectRefused(
      "/brief/email",
      "Which e-mail address should we write to?",
      "owner@acme",
      "Please enter a valid e-mail address, like name@company.com.",
    );
  });

  it("blocks an impossible phone number on the last step", async () => {
    saveAnswer(briefStore, "companyName", "Acme");
    saveAnswer(briefStore, "emailAddress", "owner@acme.example");
    await expectRefused(
      "/brief/number",
      "What number should your designer call?",
      "call me",
      "Use digits and + ( ) - . only, like (214) 555-0134.",
    );
    expect(screen.getByRole("button", { name: "Send my brief" })).toBeEnabled();
  });

  it("sends a visitor who opens a later step to the first step needing an answer", async () => {
    saveAnswer(briefStore, "companyName", "Acme");
    const router = renderWizard("/brief/number");
    await waitFor(() => expect(router.state.location.pathname).toBe("/brief/email"));
  });

  /** Opens the first step, waits for its field to take focus and types `keys`. */
  async function typeFromFirstStep(keys: string) {
    const router = renderWizard("/brief/company");
    const user = userEvent.setup();
    const input = await screen.findByRole("textbox", { name: "What is your company called?" });
    await waitFor(() => expect(input).toHaveFocus());
    await user.keyboard(keys);
    return router;
  }

  it("shows the next step at once: keys typed right after Enter go to the next field", async () => {
    const router = await typeFromFirstStep("Acme{Enter}Roasted right");
    const slogan = screen.getByRole("textbox", { name: "Do you have a slogan or tagline?" });
    expect(slogan).toHaveValue("Roasted right");
    expect(briefStore.getSnapshot().answers).toMatchObject({
      companyName: "Acme",
      sloganName: "Roasted right",
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/brief/slogan"));
    expect(router.state.historyAction).toBe("PUSH");
  });

  it("gives every step its own history entry when the visitor moves on faster than the URL", async () => {
    const router = await typeFromFirstStep("Acme{Enter}{Enter}{Enter}");
    expect(
      screen.getByRole("textbox", { name: "Which words describe the feel you want?" }),
    ).toHaveFocus();
    await waitFor(() => expect(router.state.location.pathname).toBe("/brief/keyword"));
    // Let React finish the URL's arrival (its effects included), as a browser does before a
    // visitor's Back can follow it.
    await act(() => Promise.resolve());
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe("/brief/industry");
    expect(
      await screen.findByRole("textbox", { name: "What industry are you in?" }),
    ).toBeInTheDocument();
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe("/brief/slogan");
  });

  it("hides the honeypot from people and screen readers, on the last step only", async () => {
    saveAnswer(briefStore, "companyName", "Acme");
    saveAnswer(briefStore, "emailAddress", "owner@acme.example");
    renderWizard("/brief/number");
    await screen.findByRole("textbox", { name: "What number should your designer call?" });
    const honeypot = document.querySelector<HTMLInputElement>("input[name=fax]");
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot).toHaveAttribute("data-lpignore", "true");
    expect(honeypot?.closest("[aria-hidden=true]")).not.toBeNull();
    expect(screen.getAllByRole("textbox")).toHaveLength(1);
  });

  it("tells a visitor stopped by the honeypot, sends nothing, and forgets it for the next try", async () => {
    saveAnswer(briefStore, "companyName", "Acme");
    saveAnswer(briefStore, "emailAddress", "owner@acme.example");
    const router = renderWizard("/brief/number");
    const user = userEvent.setup();
    const input = await screen.findByRole("textbox", {
      name: "What number should your designer call?",
    });
    const honeypot = document.querySelector<HTMLInputElement>("input[name=fax]");
    if (!honeypot) throw new Error("no honeypot");
    honeypot.value = "555-0199";
    await user.type(input, "(214) 555-0134{Enter}");
    expect(await screen.findByText(/hidden anti-spam field/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toHaveFocus();
    expect(honeypot.value).toBe("");
    expect(router.state.location.pathname).toBe("/brief/number");
    expect(briefStore.getSnapshot().submitted).toBeNull();
    expect(JSON.stringify(sessionStorage)).not.toContain("555-0199");
  });

  it("uses method POST, so even a native submit could never put answers in a URL", async () => {
    renderWizard("/brief/company");
    const input = await screen.findByRole("textbox", { name: "What is your company called?" });
    expect(input.closest("form")).toHaveAttribute("method", "post");
  });
});
