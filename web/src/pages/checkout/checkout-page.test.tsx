// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import CheckoutPage from "./checkout-page";

describe("the checkout, as prerendered", () => {
  it("is a neutral placeholder that bills nobody", () => {
    const html = renderToString(
      <MemoryRouter initialEntries={["/checkout"]}>
        <CheckoutPage />
      </MemoryRouter>,
    );
    expect(html).toContain("Opening the brief you sent from this browser");
    expect(html).not.toMatch(/thank you|your order|custom quote|pay \$/i);
  });
});
