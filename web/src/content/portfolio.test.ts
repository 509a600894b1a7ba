import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  PORTFOLIO_IMAGE_WIDTHS,
  filterProjects,
  portfolioCategories,
  portfolioImageSrc,
  portfolioProjects,
} from "./portfolio";
import { services } from "./services";

const publicDir = fileURLToPath(new URL("../../public", import.meta.url));

describe("portfolio content", () => {
  it("has at least 12 projects with unique ids, each in a known category", () => {
    expect(portfolioProjects.length).toBeGreaterThanOrEqual(12);
    const ids = portfolioProjects.map((project) => project.id);
    expect(new Set(ids).size).toBe(ids.length);
    const categories = portfolioCategories.map((category) => category.id);
    for (const project of portfolioProjects) expect(categories).toContain(project.category);
  });

  it("has at least one project in every filter category", () => {
    for (const category of portfolioCategories) {
      expect(filterProjects(portfolioProjects, category.id).length, category.id).toBeGreaterThan(0);
    }
  });

  it("has a generated AVIF and WebP image at every width for every project", () => {
    for (const project of portfolioProjects) {
      for (const width of PORTFOLIO_IMAGE_WIDTHS) {
        for (const format of ["avif", "webp"] as const) {
          const file = `${publicDir}${portfolioImageSrc(project.id, width, format)}`;
          expect(existsSync(file), file).toBe(true);
        }
      }
    }
  });

  it("has generated images for every service page", () => {
    for (const service of services) {
      for (const width of PORTFOLIO_IMAGE_WIDTHS) {
        for (const format of ["avif", "webp"]) {
          const file = `${publicDir}/images/services/${service.image.name}-${width}.${format}`;
          expect(existsSync(file), file).toBe(true);
        }
      }
    }
  });
});

describe("filterProjects", () => {
  it("returns every project, in order, for 'all'", () => {
    expect(filterProjects(portfolioProjects, "all")).toEqual([...portfolioProjects]);
  });

  it("returns only the projects of the chosen category, in listed order", () => {
    const logos = filterProjects(portfolioProjects, "logo");
    expect(logos.length).toBeGreaterThan(0);
    expect(logos.every((project) => project.category === "logo")).toBe(true);
    expect(logos).toEqual(portfolioProjects.filter((project) => project.category === "logo"));
  });

  it("partitions the projects: the categories together give every project exactly once", () => {
    const total = portfolioCategories.reduce(
      (sum, category) => sum + filterProjects(portfolioProjects, category.id).length,
      0,
    );
    expect(total).toBe(portfolioProjects.length);
  });

  it("does not mutate its input", () => {
    const input = portfolioProjects.slice(0, 3);
    const copy = [...input];
    filterProjects(input, "all").pop();
    expect(input).toEqual(copy);
  });
});
