// The route table of React Router's server build, with each route's module (and so its
// `handle`). Only loaders call it, at build time while prerendering: `virtual:react-router/
// server-build` is the module React Router documents for custom servers; importing it from a
// loader is a dynamic import of the build that is running, so it is already loaded.
import type { ServerBuild } from "react-router";
import type { BuildRoute } from "./crawl-policy";

/** Every route of the running server build. */
export async function serverRoutes(): Promise<Record<string, BuildRoute | undefined>> {
  const build: ServerBuild = await import("virtual:react-router/server-build");
  return build.routes;
}
