// React Router's server entry: it only prerenders, as the site's does (~/lib/prerender-entry.tsx).
export { default, streamTimeout } from "~/lib/prerender-entry";
