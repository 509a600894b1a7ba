// The site's prerender entry (whole page, no streaming). Without an entry of its own, React
// Router's default one needs the `isbot` package, and its CLI runs `npm install isbot` to get it.
export { default, streamTimeout } from "../../../../web/src/lib/prerender-entry";
