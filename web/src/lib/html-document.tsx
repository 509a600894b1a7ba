// The HTML document around every page of both apps (the site's root.tsx and the desk's): the
// charset, the viewport, the theme colour, then React Router's meta, links and scripts. One
// markup, so the two apps' pages start alike and the post-build steps find the same head.
import type { ReactNode } from "react";
import { Links, Meta, Scripts } from "react-router-dom";

/** `<html>` with the shared head; `children` is the page. */
export function HtmlDocument({ children }: { children: ReactNode }) {
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
