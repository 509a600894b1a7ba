// The desk's HTML document: the site's design tokens and base styles, no header, footer, chat
// or vitals. The frame and the pages are the routes of routes.ts.
import "~/styles/global.css";
import type { ReactNode } from "react";
import { type LinksFunction, Outlet } from "react-router-dom";
import { HtmlDocument } from "~/lib/html-document";
import DeskError from "./pages/desk-error";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "16x16 32x32 48x48" },
];

export function Layout({ children }: { children: ReactNode }) {
  return <HtmlDocument>{children}</HtmlDocument>;
}

export default function DeskApp() {
  return <Outlet />;
}

/** Any routing or rendering error: what went wrong and a reload. */
export function ErrorBoundary({ error }: { error: unknown }) {
  return <DeskError error={error} />;
}
