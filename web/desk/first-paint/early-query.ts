// The desk's first query on a first visit, started as the page loads instead of after the
// Firebase SDKs: the SDKs' chain is serial (their code downloads and compiles, Auth restores
// the user and checks the account with the server, then Firestore opens its channel and
// listens), which puts the first rows of a new laptop's first visit at ~1.5–1.8 s at 4× CPU.
// This asks Firestore's REST API for the same rows (the first view's queries, desk-queries.ts)
// with the signed-in salesperson's ID token, while the SDKs load.
//
// It reads the desk's own copy of the ID token (desk-token.ts, written by the session on each
// token change) and uses it only as Auth itself would: an expired token is not sent (the copy
// holds no refresh token; the desk then goes the usual way, with the SDKs), a token whose claims
// do not open the desk is not used at all. With App Check built in, the desk's copy of its App
// Check token goes along (X-Firebase-AppCheck) while current. Firestore's rules decide every
// read, exactly as for the SDK; anything unexpected (no copy, a refused or failed call) answers
// null and the desk goes on the usual way.
import { toDeskLead } from "../desk-lead";
import type { RowsFor } from "./desk-snapshot";
import { mergeParts, type ViewPart } from "../desk-queries";
import { documentsOf, runQueryBody, type RunQueryResult } from "./rest-query";
import { salesQuery } from "./sales-query";

/** The signed-in salesperson's uid and the first rows of the view whose `parts` are given. */
export type EarlyRows = RowsFor;

/**
 * The rows of a view's `parts` (their first page, as the live view asks) for the salesperson
 * signed in on this browser (the desk's token copy), or null (nobody, no access, or any failure).
 */
export async function queryEarlyRows(
  parts: readonly ViewPart[],
  now: Date,
  prefetched?: readonly Promise<RunQueryResult[]>[],
): Promise<EarlyRows | null> {
  try {
    const query = salesQuery(now);
    if (!query) return null;
    const ask = (part: ViewPart) => query.ask(runQueryBody(part));
    // The page's inline lines may have sent these very queries already (early-fetch.ts).
    const sent = prefetched?.length === parts.length ? prefetched : undefined;
    const answers = await Promise.all(
      parts.map(async (part, index) => {
        const results = await (sent?.[index] ?? ask(part));
        return { part, leads: documentsOf(results).map((doc) => toDeskLead(doc.id, doc.data)) };
      }),
    );
    return { uid: query.uid, rows: mergeParts(answers, now).rows };
  } catch {
    return null;
  }
}
