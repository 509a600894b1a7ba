/**
 * The path the not-found page is rendered at when the site is built: "/404" matches the splat
 * route, and web/scripts/site-files.mjs writes what it renders to 404.html, which Hosting serves
 * with status 404.
 */
export const NOT_FOUND_PATH = "/404";
