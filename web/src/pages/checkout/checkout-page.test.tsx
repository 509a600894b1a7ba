// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { prerender } from "../../../../tests/support/prerender";
import CheckoutPage from "./checkout-page";

describe("the checkout, as prerendered", () => {
  it("is a neutral placeholder that bills nobody", () => {
    const html = prerender("/checkout", <CheckoutPage />);
    expect(html).toContain("Opening the brief you sent from this browser");
    expect(html).not.toMatch(/thank you|your order|custom quote|pay \$/i);
  });
});
