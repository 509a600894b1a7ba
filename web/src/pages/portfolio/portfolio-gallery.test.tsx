// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { portfolioProjects } from "~/content/portfolio";
import { PortfolioGallery } from "./portfolio-gallery";

const cards = () => within(screen.getByRole("list")).getAllByRole("listitem");
const button = (name: string) => screen.getByRole("button", { name });

describe("PortfolioGallery", () => {
  it("shows every project first, with 'All work' pressed", () => {
    render(<PortfolioGallery projects={portfolioProjects} />);
    expect(cards()).toHaveLength(portfolioProjects.length);
    expect(button("All work")).toHaveAttribute("aria-pressed", "true");
    expect(button("Logo design")).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("status")).toHaveTextContent(
      `Showing ${portfolioProjects.length} projects.`,
    );
  });

  it("filters by category without reloading and announces the count politely", async () => {
    const user = userEvent.setup();
    render(<PortfolioGallery projects={portfolioProjects} />);
    await user.click(button("Mobile app"));

    const expected = portfolioProjects.filter((project) => project.category === "mobile");
    expect(cards()).toHaveLength(expected.length);
    for (const project of expected) {
      expect(screen.getByRole("heading", { name: project.title })).toBeInTheDocument();
    }
    expect(screen.queryByRole("heading", { name: "Lone Star Roasters" })).not.toBeInTheDocument();
    expect(button("Mobile app")).toHaveAttribute("aria-pressed", "true");
    expect(button("All work")).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("status")).toHaveTextContent(
      `Showing ${expected.length} projects in Mobile app.`,
    );

    await user.click(button("All work"));
    expect(cards()).toHaveLength(portfolioProjects.length);
  });

  it("gives every image explicit dimensions, a srcset and lazy loading below the first row", () => {
    render(<PortfolioGallery projects={portfolioProjects} />);
    const images = screen.getAllByRole("img");
    for (const image of images) {
      expect(image).toHaveAttribute("width", "480");
      expect(image).toHaveAttribute("height", "360");
      expect(image.getAttribute("srcset")).toMatch(/-480\.webp 480w, .*-960\.webp 960w/);
      expect(image.getAttribute("alt")).not.toBe("");
    }
    expect(images[0]).toHaveAttribute("loading", "eager");
    expect(images.at(-1)).toHaveAttribute("loading", "lazy");
  });
});
