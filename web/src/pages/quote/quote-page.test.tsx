// @vitest-environment jsdom
// The client's quote page: the quote as the server states it (lines, total, due now, valid
// until, the note), "Accept and pay" sending only the token (the server prices it), "Accept"
// when nothing is due now, and a page with the phone number for a replaced or expired link.
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import type { QuoteLinkAnswer } from "@shared/quote-api";

const server = vi.hoisted(() => ({
  answer: undefined as QuoteLinkAnswer | undefined,
  reads: [] as unknown[],
  pays: [] as unknown[],
}));
vi.mock("~/lib/quote-client", () => ({
  CheckoutError: class extends Error {},
  getQuoteClient: async () => ({
    read: async (request: unknown) => {
      server.reads.push(request);
      return server.answer;
    },
    pay: async (request: unknown) => {
      server.pays.push(request);
      throw new Error("the test stops before Stripe");
    },
  }),
}));
const { default: QuotePage } = await import("./quote-page");

const OPEN: QuoteLinkAnswer = {
  kind: "open",
  companyName: "Northwind Studio",
  reference: "BV-7K3Q-M9XD",
  lines: [
    { description: "Brand strategy workshop", amountCents: 250_000 },
    { description: "Logo and identity system", amountCents: 600_050 },
  ],
  totalCents: 850_050,
  depositPercent: 50,
  dueNowCents: 425_025,
  validUntil: "2026-12-27T18:00:00.000Z",
  note: "Two rounds of changes are included.",
};

function showPage(answer: QuoteLinkAnswer) {
  server.answer = answer;
  server.reads = [];
  server.pays = [];
  render(
    <MemoryRouter initialEntries={["/quote/a-token"]}>
      <Routes>
        <Route path="/quote/*" element={<QuotePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("the quote page", () => {
  it("shows the lines, the total, what is due now, until when, and the note", async () => {
    showPage(OPEN);
    await screen.findByText("Brand strategy workshop");
    expect(screen.getByText(/For Northwind Studio/)).toBeInTheDocument();
    expect(screen.getByText(/BV-7K3Q-M9XD/)).toBeInTheDocument();
    expect(screen.getByText("$6,000.50")).toBeInTheDocument();
    expect(screen.getByText("$8,500.50")).toBeInTheDocument();
    expect(screen.getByText("Due now (50%)")).toBeInTheDocument();
    expect(screen.getByText(/until December 27, 2026/)).toBeInTheDocument();
    expect(screen.getByText("Two rounds of changes are included.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Accept and pay $4,250.25" }));
    await screen.findByRole("alert");
    expect(server.pays).toEqual([{ quote: "a-token" }]);
  });

  it("says Accept when nothing is due now, and records the acceptance", async () => {
    showPage({ ...OPEN, depositPercent: 0, dueNowCents: 0 });
    const button = await screen.findByRole("button", { name: "Accept" });
    server.answer = {
      kind: "accepted",
      companyName: "Northwind Studio",
      reference: "BV-7K3Q-M9XD",
      totalCents: 850_050,
      paidCents: 0,
    };
    fireEvent.click(button);
    await screen.findByText("This quote is accepted");
    expect(server.reads.at(-1)).toEqual({ quote: "a-token", accept: true });
    expect(server.pays).toEqual([]);
  });

  it.each([
    ["replaced", "This quote was replaced"],
    ["expired", "This quote has expired"],
    ["invalid", "This quote link does not work"],
    ["unknown", "We could not find this quote"],
  ] as const)("a %s link: its own words, the phone number, no button", async (kind, heading) => {
    showPage({ kind });
    await screen.findByText(heading);
    expect(screen.getByRole("link", { name: "(214) 555-0134" })).toHaveAttribute(
      "href",
      "tel:+12145550134",
    );
    expect(screen.getByRole("link", { name: "e-mail us for a new link" })).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
