import { Outlet, useLocation } from "react-router-dom";
import { HydrateApart } from "~/components/hydrate-apart";
import { isChatFreePath } from "~/content/navigation";
import { ChatLauncher } from "~/features/chat/chat-launcher";
import { HeadingFocus } from "./heading-focus";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import skip from "./skip-link.module.css";

/** Header, page, footer; the chat launcher on marketing pages (not work, brief, checkout). */
export default function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <a className={skip.skip} href="#content">
        Skip to content
      </a>
      <SiteHeader />
      <HeadingFocus />
      {/* The skip link's target; each page renders its own <main>. */}
      <div id="content" tabIndex={-1}>
        <Outlet />
      </div>
      {/* Below the fold, or a single button: hydrated after the header and the page. */}
      <HydrateApart>
        <SiteFooter />
      </HydrateApart>
      <HydrateApart>{isChatFreePath(pathname) ? null : <ChatLauncher />}</HydrateApart>
    </>
  );
}
