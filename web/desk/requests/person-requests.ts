// A person's data request from the desk: find everything held about an address (and whether it
// was erased before, or an erasure of it waits for confirmation), download it as one JSON file,
// erase it (or confirm an erasure a colleague parked). All go through the server
// (deskFindPerson, deskErasePerson): they check the caller's claim, and read what no client may
// (the functions' own bookkeeping), so the export is complete. The browser writes nothing.
import {
  personExportFileName,
  type ErasePersonRequest,
  type ErasePersonResponse,
  type FindPersonRequest,
  type FindPersonResponse,
  type PersonExport,
  type PersonRecords,
} from "@shared/person-data";
import { callDeskFunction } from "../data";

/** Everything held about `email`, and its erasures (deskFindPerson). */
export function findPerson(email: string): Promise<FindPersonResponse> {
  return callDeskFunction<FindPersonRequest, FindPersonResponse>("deskFindPerson", { email });
}

/**
 * Erases everything held about `email` (`confirmation`: the address typed again; `reason`:
 * why), or confirms a colleague's parked erasure of it (`confirmParked`).
 */
export function erasePerson(request: ErasePersonRequest): Promise<ErasePersonResponse> {
  return callDeskFunction<ErasePersonRequest, ErasePersonResponse>("deskErasePerson", request);
}

/** The export: what is held about the person (not the desk's erasure notes), when, by whom. */
export function personExport(records: PersonRecords, by: string, at: Date): PersonExport {
  const { email, leads, records: others, mentions } = records;
  return { exportedAt: at.toISOString(), exportedBy: by, email, leads, records: others, mentions };
}

/** Downloads the export as a JSON file; returns the file's name. */
export function downloadPersonExport(records: PersonRecords, by: string, at = new Date()) {
  const name = personExportFileName(records.email, at);
  const blob = new Blob([`${JSON.stringify(personExport(records, by, at), null, 2)}\n`], {
    type: "application/json;charset=utf-8",
  });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
  return name;
}

/** How many documents an erasure removed or changed, from its answer. */
export const erasedCount = (answer: Extract<ErasePersonResponse, { status: "erased" }>): number =>
  [...Object.values(answer.deleted), ...Object.values(answer.scrubbed)].reduce(
    (sum, count) => sum + count,
    0,
  );
