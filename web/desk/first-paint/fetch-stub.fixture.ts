// For the REST reads' tests (early-query, early-overview): `fetch` replaced, before each test, by
// a mock that answers `answer(body)` as JSON; after each, the real one back and the desk's
// token copy (localStorage) cleared.
import { afterEach, beforeEach, vi } from "vitest";

/** The mock `fetch` of this test file; a test may give it another implementation. */
export function stubFetch(answer: (body: string) => unknown) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockImplementation(async (_url, init) =>
      Response.json(answer(String(init?.body ?? ""))),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    localStorage.clear();
  });
  return fetchMock;
}
