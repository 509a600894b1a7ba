/**
 * The not-found page's prerendered path: "/404" renders the splat route, and the post-build
 * step (web/scripts/postbuild.mjs) moves it to 404.html, which Hosting serves with status 404.
 */
export const NOT_FOUND_PATH = "/404";
