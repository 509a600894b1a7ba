import { type RouteConfig, index } from "@react-router/dev/routes";

export default [index("pages/home/home-page.tsx")] satisfies RouteConfig;
