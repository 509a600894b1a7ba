// A brief found by a data request, read as the list reads a lead, so its sales e-mail and its
// payment are said in the desk's words ("Mailed", "Deposit paid $2,499.50"), never as the
// stored codes ("SUCCESS", "PAID"). The callable sends Timestamps as ISO strings: they become
// Dates again first, as the list's reader expects them.
import type { PersonDocument } from "@shared/person-data";
import { toDeskLead, type DeskLead } from "../desk-lead";

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/** The value with every ISO time in it a Date, at any depth. */
function revived(value: unknown): unknown {
  if (typeof value === "string" && ISO_TIME.test(value)) return new Date(value);
  if (Array.isArray(value)) return value.map(revived);
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, revived(each)]));
  return value;
}

/** The brief as the desk's list would read it. */
export function personLead(document: PersonDocument): DeskLead {
  return toDeskLead(document.id, revived(document.data) as Record<string, unknown>);
}
