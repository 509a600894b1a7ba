// The desk's HTML document: the site's design tokens and base styles, no header, footer, chat
// or vitals. The frame and the pages are the routes of routes.ts.
import "~/styles/global.css";
import type { ReactNode } from "react";
import { type LinksFunction, Links, Meta, Outlet, Scripts } from "react-router-dom";
import DeskError from "./pages/desk-error";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "16x16 32x32 48x48" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3b1f8f" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function DeskApp() {
  return <Outlet />;
}

/** Any routing or rendering error: what went wrong and a reload. */
export function ErrorBoundary({ error }: { error: unknown }) {
  return <DeskError error={error} />;
}
