// React Router's server entry: it only prerenders (lib/prerender-entry.tsx, shared with the desk).
export { default, streamTimeout } from "./lib/prerender-entry";
