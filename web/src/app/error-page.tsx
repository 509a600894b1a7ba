import { isRouteErrorResponse } from "react-router-dom";
import { isChunkLoadError } from "~/features/chunk-reload/chunk-reload";
import { site } from "~/content/site";
import styles from "./error-page.module.css";

interface ErrorView {
  status: string;
  heading: string;
  message: string;
  /** Stale deploy: offer a reload rather than only a way home. */
  offerReload: boolean;
}

/** What to show for an error thrown while routing or rendering. */
export function describeError(error: unknown): ErrorView {
  if (isRouteErrorResponse(error)) {
    const notFound = error.status === 404;
    return {
      status: String(error.status),
      heading: notFound ? "Page not found" : error.statusText || "Something went wrong",
      message: notFound
        ? "We couldn't find the page you asked for. It may have moved."
        : typeof error.data === "string" && error.data
          ? error.data
          : "The page could not be loaded.",
      offerReload: !notFound,
    };
  }
  if (isChunkLoadError(error)) {
    return {
      status: "Update",
      heading: "A new version of the site is available",
      message:
        "Part of this page could not be loaded, most likely because we just published an update. Reloading the page fixes it.",
      offerReload: true,
    };
  }
  return {
    status: "Error",
    heading: "Something went wrong",
    message:
      error instanceof Error && error.message ? error.message : "An unexpected error occurred.",
    offerReload: true,
  };
}

/** The branded error screen shown by the root ErrorBoundary: never a blank page. */
export function ErrorPage({ error }: { error: unknown }) {
  const view = describeError(error);
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        {/* A plain link: the router itself may be what failed. */}
        <a href="/" className={styles.brand}>
          <img src="/images/brand/logo.webp" alt={`${site.name} home`} width={174} height={38} />
        </a>
        <p className={styles.status}>{view.status}</p>
        <h1 className={styles.heading}>{view.heading}</h1>
        <p className={styles.message}>{view.message}</p>
        <div className={styles.actions}>
          {view.offerReload ? (
            <button
              type="button"
              className={styles.primary}
              onClick={() => window.location.reload()}
            >
              Reload the page
            </button>
          ) : null}
          <a href="/" className={view.offerReload ? styles.secondary : styles.primary}>
            Back to the home page
          </a>
        </div>
        <p className={styles.contact}>
          Need help now? Call <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a> or e-mail{" "}
          <a href={`mailto:${site.salesEmail}`}>{site.salesEmail}</a>.
        </p>
      </div>
    </main>
  );
}
