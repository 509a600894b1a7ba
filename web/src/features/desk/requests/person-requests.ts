// A person's data request from the desk: find everything held about an address, download it
// as one JSON file, erase it. All three go through the server (deskFindPerson,
// deskErasePerson): they check the caller's claim, and read what no client may (the
// functions' own bookkeeping), so the export is complete. The browser writes nothing.
import {
  personExportFileName,
  type ErasePersonRequest,
  type ErasePersonResponse,
  type FindPersonRequest,
  type PersonExport,
  type PersonRecords,
} from "@shared/person-data";
import { callDeskFunction } from "../data";

/** Everything held about `email` (deskFindPerson). */
export function findPerson(email: string): Promise<PersonRecords> {
  return callDeskFunction<FindPersonRequest, PersonRecords>("deskFindPerson", { email });
}

/** Erases everything held about `email`; `confirmation` is the address typed again. */
export function erasePerson(request: ErasePersonRequest): Promise<ErasePersonResponse> {
  return callDeskFunction<ErasePersonRequest, ErasePersonResponse>("deskErasePerson", request);
}

/** The export: what the finder answered, when, and by whom. */
export function personExport(records: PersonRecords, by: string, at: Date): PersonExport {
  return { exportedAt: at.toISOString(), exportedBy: by, ...records };
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
export const erasedCount = (answer: ErasePersonResponse): number =>
  [...Object.values(answer.deleted), ...Object.values(answer.scrubbed)].reduce(
    (sum, count) => sum + count,
    0,
  );
