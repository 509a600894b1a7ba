// @vitest-environment jsdom
// The overview's read before the SDKs: one runQuery for the weeks shown, on the document id,
// sent with the desk's token copy only while it is current and carries the sales claim; the
// rollup's typed values come back as the SDK would give them; anything off answers null (the
// overview then reads through the SDK).
import { describe, expect, it } from "vitest";
import { readOverviewWeeksEarly } from "./early-overview";
import { stubFetch } from "./fetch-stub.fixture";
import { signIn as signInAs } from "./stored-user.fixture";

const now = new Date("2026-11-25T10:40:00Z");
const signIn = (claims: object, expiresInMs?: number) =>
  signInAs(claims, expiresInMs, now.getTime());

/** A week of the rollup as runQuery answers it. */
const weekResult = (id: string, leads: number) => ({
  document: {
    name: `projects/demo-brandvista/databases/(default)/documents/overviewWeeks/${id}`,
    fields: {
      leads: { integerValue: String(leads) },
      sources: { mapValue: { fields: { google: { integerValue: "2" } } } },
    },
  },
});

const fetchMock = stubFetch(() => [
  weekResult("2026-09-07", 3),
  weekResult("2026-11-23", 41),
  { readTime: now.toISOString() },
]);

describe("readOverviewWeeksEarly", () => {
  it("asks for the weeks between two ids in one query, with the salesperson's token", async () => {
    signIn({ role: "sales" });
    const weeks = await readOverviewWeeksEarly("2026-09-07", "2026-11-23", now);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/databases\/\(default\)\/documents:runQuery$/);
    expect(new Headers(init?.headers).get("authorization")).toMatch(/^Bearer .+\..+\.$/);
    const query = JSON.parse(String(init?.body)).structuredQuery;
    expect(query.from).toEqual([{ collectionId: "overviewWeeks" }]);
    const bounds = query.where.compositeFilter.filters.map(
      (filter: { fieldFilter: { field: { fieldPath: string }; op: string; value: object } }) => [
        filter.fieldFilter.field.fieldPath,
        filter.fieldFilter.op,
        filter.fieldFilter.value,
      ],
    );
    expect(bounds).toEqual([
      [
        "__name__",
        "GREATER_THAN_OR_EQUAL",
        {
          referenceValue: expect.stringMatching(
            /^projects\/[\w-]+\/databases\/\(default\)\/documents\/overviewWeeks\/2026-09-07$/,
          ),
        },
      ],
      [
        "__name__",
        "LESS_THAN_OR_EQUAL",
        { referenceValue: expect.stringMatching(/\/overviewWeeks\/2026-11-23$/) },
      ],
    ]);
    expect([...(weeks?.keys() ?? [])]).toEqual(["2026-09-07", "2026-11-23"]);
    expect(weeks?.get("2026-11-23")).toEqual({ leads: 41, sources: { google: 2 } });
  });

  it("reads nothing without a current salesperson's token copy", async () => {
    expect(await readOverviewWeeksEarly("2026-09-07", "2026-11-23", now)).toBeNull();
    signIn({ role: "sales" }, 30_000);
    expect(await readOverviewWeeksEarly("2026-09-07", "2026-11-23", now)).toBeNull();
    signIn({});
    expect(await readOverviewWeeksEarly("2026-09-07", "2026-11-23", now)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("answers null when Firestore refuses the read (the SDK then reads)", async () => {
    signIn({ role: "sales" });
    fetchMock.mockImplementation(async () => new Response("denied", { status: 403 }));
    expect(await readOverviewWeeksEarly("2026-09-07", "2026-11-23", now)).toBeNull();
  });
});
