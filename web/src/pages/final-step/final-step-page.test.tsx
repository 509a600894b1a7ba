// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router-dom";
import { prerender } from "../../../../tests/support/prerender";
import { afterEach, describe, expect, it } from "vitest";
import { briefStore } from "~/features/brief/brief-store";
import FinalStepPage from "./final-step-page";

const lead = {
  companyName: "Pecan Street Books",
  sloganName: "",
  industry: "Bookshop",
  keyword: "",
  emailAddress: "hello@pecanstreet.example",
  number: "(512) 555-0187",
};

afterEach(() => sessionStorage.clear());

describe("the final step, as prerendered", () => {
  it("is a neutral placeholder that thanks nobody", () => {
    const html = prerender("/final-step", <FinalStepPage />);
    expect(html).toContain("Opening the brief you sent from this browser");
    expect(html).not.toMatch(/thank you|has reached/i);
  });
});

describe("the final step in the browser", () => {
  it("thanks the company of a saved brief", async () => {
    briefStore.update((state) => ({
      ...state,
      answers: lead,
      submitted: { lead, leadId: "AbCdEfGhIjKlMnOpQrSt", fingerprint: "saved" },
    }));
    render(<MemoryRouter initialEntries={["/final-step"]}>{<FinalStepPage />}</MemoryRouter>);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Thank you, Pecan Street Books!" }),
    ).toBeInTheDocument();
  });

  it("sends a visitor without a saved brief into the brief, never thanking them", async () => {
    briefStore.update((state) => ({ ...state, answers: lead, submitted: null }));
    const router = createMemoryRouter(
      [
        { path: "/final-step", element: <FinalStepPage /> },
        { path: "/brief/:step", element: <p>brief</p> },
      ],
      { initialEntries: ["/final-step"] },
    );
    render(<RouterProvider router={router} />);
    // Every answer is valid, so the brief resumes at its last step.
    await waitFor(() => expect(router.state.location.pathname).toBe("/brief/number"));
    expect(screen.queryByText(/thank you/i)).toBeNull();
  });
});
