import "./styles/global.css";
import { type ReactNode, useEffect } from "react";
import { type LinksFunction, Outlet } from "react-router-dom";
import { HtmlDocument } from "./lib/html-document";
import { ErrorPage } from "./app/error-page";
import { ScrollManager } from "./app/scroll-manager";
import { installPreloadErrorReload } from "./features/chunk-reload/chunk-reload";
import { startWebVitals } from "./features/vitals/report-web-vitals";

export const links: LinksFunction = () => [
  // No SVG icon: Chromium renders it on the page's main thread as a whole SVG document. Every
  // prerendered page but the home page is written with an empty icon instead, and hydration
  // adds this link, after the paint (web/scripts/icon-after-paint.mjs).
  { rel: "icon", href: "/favicon.ico", sizes: "16x16 32x32 48x48" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/** The HTML document shared by every route. */
export function Layout({ children }: { children: ReactNode }) {
  return <HtmlDocument>{children}</HtmlDocument>;
}

export default function App() {
  useEffect(() => {
    startWebVitals();
    return installPreloadErrorReload();
  }, []);
  return (
    <>
      <ScrollManager />
      <Outlet />
    </>
  );
}

/** Any routing or rendering error: a branded page with the status, message and a way back. */
export function ErrorBoundary({ error }: { error: unknown }) {
  return <ErrorPage error={error} />;
}
