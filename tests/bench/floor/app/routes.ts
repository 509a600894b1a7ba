import { index, type RouteConfig } from "@react-router/dev/routes";

export default [index("home.tsx")] satisfies RouteConfig;
