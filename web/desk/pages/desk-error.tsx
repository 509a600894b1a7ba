// The desk's error page: a route that does not exist, or a failure while rendering (a stale
// deploy's missing chunk among them), with a reload.
import { isRouteErrorResponse } from "react-router-dom";
import { deskCopy } from "~/content/desk";
import styles from "./desk-layout.module.css";

export default function DeskError({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className={styles.opening}>
      <h1>{notFound ? deskCopy.errors.notFound : deskCopy.errors.failed}</h1>
      <p>
        <a href="/desk">{deskCopy.errors.backToDesk}</a>
        {notFound ? null : (
          <>
            {" · "}
            <button type="button" onClick={() => window.location.reload()}>
              {deskCopy.errors.reload}
            </button>
          </>
        )}
      </p>
    </main>
  );
}
