// Moves a prerendered page's <link rel="modulepreload"> tags from <head> to just before its
// first module <script>, at the end of <body>.
//
// React hoists them into <head>, so the browser fetches all the page's JavaScript while it
// is still parsing the HTML, and React Router's bootstrap is an *async* module script: with
// the modules already fetched it runs, and hydrates, before the first paint, which then waits
// for the whole JavaScript download plus hydration (Lighthouse counts every such request as
// render-blocking). Fetched from the end of <body>, the same modules arrive after the page
// has been parsed and painted. Hydration is unaffected: React 19 treats these links as
// hoistable resources and finds them anywhere in the document by href.
const MODULEPRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*\/?>/gi;

/** The page with its modulepreload links moved before its first module script. */
export function deferModulePreloads(html) {
  const bootstrap = html.search(/<script\b[^>]*type="module"/i);
  const headEnd = html.search(/<\/head>/i);
  if (bootstrap === -1 || headEnd === -1 || bootstrap < headEnd) return html;
  const head = html.slice(0, headEnd);
  const links = head.match(MODULEPRELOAD) ?? [];
  if (links.length === 0) return html;
  return (
    head.replace(MODULEPRELOAD, "") +
    html.slice(headEnd, bootstrap) +
    links.join("") +
    html.slice(bootstrap)
  );
}
