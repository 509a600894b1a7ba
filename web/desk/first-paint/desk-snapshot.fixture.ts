// What the desk-snapshot tests share: the module as a fresh page load sees it, and a held lead.
import { vi } from "vitest";
import { toDeskLead } from "../desk-lead";

/** The module as a fresh page load sees it (its in-memory copy starts empty). */
export const freshModule = async () => {
  vi.resetModules();
  return import("./desk-snapshot");
};

/** A lead held for the budget, named after its id. */
export const lead = (id: string) =>
  toDeskLead(id, {
    companyName: `Company ${id}`,
    emailAddress: `${id}@example.com`,
    createdAt: new Date("2026-11-20T09:30:00Z"),
    delivery: { state: "HELD", heldFor: "budget", attempts: 0, round: 0 },
  });
