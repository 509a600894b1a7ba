// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ErrorPage, describeError } from "./error-page";

// What a loader's `throw data(…, { status })` looks like by the time it reaches an ErrorBoundary.
function routeError(status: number, statusText: string, body: unknown = null) {
  return { status, statusText, internal: false, data: body } as const;
}

describe("ErrorPage", () => {
  it("shows a routing error's status and message with a way back home", () => {
    render(
      <ErrorPage
        error={routeError(500, "Internal Server Error", "The pricing data is unavailable.")}
      />,
    );
    expect(screen.getByText("500")).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 1, name: "Internal Server Error" }),
    ).toBeInTheDocument();
    expect(screen.getByText("The pricing data is unavailable.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the home page" })).toHaveAttribute(
      "href",
      "/",
    );
    expect(screen.getByRole("button", { name: "Reload the page" })).toBeInTheDocument();
  });

  it("explains a failed chunk load as a site update and offers a reload", () => {
    const view = describeError(
      new TypeError("Failed to fetch dynamically imported module: /assets/x.js"),
    );
    expect(view.heading).toMatch(/new version/);
    expect(view.offerReload).toBe(true);
  });

  it("shows a thrown error's message instead of a blank screen", () => {
    render(<ErrorPage error={new Error("Cannot read the brief")} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Something went wrong");
    expect(screen.getByText("Cannot read the brief")).toBeInTheDocument();
  });

  it("treats a 404 as page not found", () => {
    expect(describeError(routeError(404, "Not Found")).heading).toBe("Page not found");
  });
});
