// A page as the build prerenders it: rendered to HTML on the server, at its path, with no
// browser state, so a test can check what every visitor gets before hydration.
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";

/** The HTML of `page` prerendered at `path`. */
export function prerender(path: string, page: ReactElement): string {
  return renderToString(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}
