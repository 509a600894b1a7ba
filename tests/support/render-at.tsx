// Renders one page in a memory router, at a URL its route matches: the page tests' way to give
// a page its params and search without a browser's history.
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes } from "react-router-dom";

/** Renders `page` as the route `path` (e.g. "/pay/*"), opened at `url` (e.g. "/pay/a-token"). */
export function renderAt(url: string, path: string, page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={page} />
      </Routes>
    </MemoryRouter>,
  );
}
