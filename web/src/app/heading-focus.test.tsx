// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useRef } from "react";
import { createMemoryRouter, Link, Outlet, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { FLOW_STEP } from "~/lib/flow-handle";
import { HeadingFocus } from "./heading-focus";

function Layout() {
  return (
    <>
      <nav>
        <Link to="/pricing">Pricing</Link>
        <Link to="/brief">Brief</Link>
        <Link to="/pricing#faq">FAQ</Link>
      </nav>
      <HeadingFocus />
      <Outlet />
    </>
  );
}

const Page = ({ title }: { title: string }) => (
  <main>
    <h1>{title}</h1>
  </main>
);

/** A page that puts the focus on its own field (as the brief does with each question). */
function FieldPage() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <main>
      <h1>Your brief</h1>
      <input ref={field} aria-label="Company" />
    </main>
  );
}

function site(path: string) {
  return createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: "/", element: <Page title="Home" /> },
          { path: "/pricing", element: <Page title="Pricing" /> },
          { path: "/brief", element: <FieldPage /> },
          { path: "/checkout", element: <Page title="Checkout" />, handle: FLOW_STEP },
        ],
      },
    ],
    { initialEntries: [path] },
  );
}

describe("the focus after a route change", () => {
  it("goes to the new page's main heading, out of the Tab order", async () => {
    const user = userEvent.setup();
    render(<RouterProvider router={site("/")} />);
    // A landing page keeps the browser's own focus on load.
    expect(document.body).toHaveFocus();
    await user.click(screen.getByRole("link", { name: "Pricing" }));
    const heading = await screen.findByRole("heading", { level: 1, name: "Pricing" });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute("tabindex", "-1");
  });

  it("stays where the new page put it, and stays put for a #hash on the same page", async () => {
    const user = userEvent.setup();
    const router = site("/pricing");
    render(<RouterProvider router={router} />);
    await user.click(screen.getByRole("link", { name: "Brief" }));
    expect(await screen.findByRole("textbox", { name: "Company" })).toHaveFocus();
    await user.click(screen.getByRole("link", { name: "Pricing" }));
    await screen.findByRole("heading", { level: 1, name: "Pricing" });
    const faq = screen.getByRole("link", { name: "FAQ" });
    await user.click(faq);
    expect(router.state.location.hash).toBe("#faq");
    expect(faq).toHaveFocus();
  });

  it("goes to the heading on load for a step of the flow (the checkout)", async () => {
    render(<RouterProvider router={site("/checkout")} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Checkout" })).toHaveFocus();
  });
});
