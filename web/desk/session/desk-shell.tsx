// The desk's frame: who is signed in, sign-out, and the gate. Without the sales claim the
// person sees the "no access" page and the desk's pages (the Outlet) are never rendered, so
// no Firestore query is made.
import { Suspense, useState, type ReactNode } from "react";
import { DESK_OVERVIEW_PATH, DESK_PATH, DESK_REQUESTS_PATH } from "@shared/desk-links";
import { mailtoHref } from "@shared/mail-address";
import { NavLink, Outlet, useLocation } from "react-router-dom";
import { deskAccessOwner, deskCopy } from "~/content/desk";
import DemoSignInButton from "./demo-sign-in-button";
import {
  signInAsDemo,
  signInWithGoogle,
  signOutOfDesk,
  useDeskSession,
  useSnapshot,
} from "./desk-session";
import { DESK_FRAME_ID, LEFT_OUT_OF_PICTURE, signedInSalesperson } from "../first-paint";
import styles from "../desk.module.css";

/**
 * The desk behind Google sign-in. `template` draws that list in the frame instead, whoever is
 * signed in: the prerendered template of the first visit's picture (early-rows.ts) only.
 */
export default function DeskShell({ template }: { template?: ReactNode }) {
  const session = useDeskSession();
  // While Auth restores the session, the list alone may already show this salesperson's own
  // snapshot of their last visit (desk-snapshot.ts; it starts no query before the claim is
  // known, and Auth's answer for anyone else deletes the snapshot and closes the list).
  // The overview, too, opens before Auth has answered when the desk's copy of a salesperson's
  // ID token is current: its one read goes by REST with that token (first-paint/
  // early-overview.ts), which Firestore's rules judge as they would the SDK's.
  const path = useLocation().pathname.replace(/\/$/, "");
  const snapshot = useSnapshot();
  const [tokenCopy] = useState(() => signedInSalesperson(new Date()) !== null);
  const early =
    session.status === "checking" &&
    ((path === DESK_PATH && snapshot !== null) || (path === DESK_OVERVIEW_PATH && tokenCopy));
  return (
    <div id={DESK_FRAME_ID} className={styles.desk}>
      <header className={styles.bar}>
        <p className={styles.title}>{deskCopy.title}</p>
        {session.status === "sales" ? (
          <nav aria-label={deskCopy.nav.label} className={styles.nav} {...LEFT_OUT_OF_PICTURE}>
            <NavLink to={DESK_PATH} end className={styles.navLink}>
              {deskCopy.nav.leads}
            </NavLink>
            <NavLink to={DESK_OVERVIEW_PATH} className={styles.navLink}>
              {deskCopy.nav.overview}
            </NavLink>
            <NavLink to={DESK_REQUESTS_PATH} className={styles.navLink}>
              {deskCopy.nav.requests}
            </NavLink>
          </nav>
        ) : null}
        {session.status === "sales" || session.status === "no-access" ? (
          <div className={styles.who} {...LEFT_OUT_OF_PICTURE}>
            <span>{session.email}</span>
            <button type="button" className={styles.quiet} onClick={() => void signOutOfDesk()}>
              {deskCopy.signOut}
            </button>
          </div>
        ) : null}
      </header>
      {template ? (
        template
      ) : session.status === "checking" && !early ? (
        <main className={styles.centre}>
          <p role="status">{deskCopy.loading}</p>
        </main>
      ) : session.status === "signed-out" ? (
        <SignIn />
      ) : session.status === "no-access" ? (
        <NoAccess email={session.email} />
      ) : (
        <Suspense
          fallback={
            <main className={styles.centre}>
              <p role="status">{deskCopy.list.loading}</p>
            </main>
          }
        >
          <Outlet />
        </Suspense>
      )}
    </div>
  );
}

function SignIn() {
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const signIn = async (how: () => Promise<void>) => {
    setState("busy");
    try {
      await how();
      setState("idle");
    } catch {
      setState("failed");
    }
  };
  return (
    <main className={styles.centre}>
      <div className={styles.card}>
        <h1 className={styles.heading}>{deskCopy.signIn.heading}</h1>
        <p>{deskCopy.signIn.text}</p>
        <button
          type="button"
          className={styles.primary}
          onClick={() => void signIn(signInWithGoogle)}
          disabled={state === "busy"}
        >
          {state === "busy" ? deskCopy.signIn.busy : deskCopy.signIn.button}
        </button>
        {typeof __DESK_DEMO_SIGN_IN__ === "boolean" && __DESK_DEMO_SIGN_IN__ ? (
          <DemoSignInButton onClick={() => void signIn(signInAsDemo)} disabled={state === "busy"} />
        ) : null}
        <p role="alert" className={styles.error}>
          {state === "failed" ? deskCopy.signIn.failed : ""}
        </p>
      </div>
    </main>
  );
}

function NoAccess({ email }: { email: string }) {
  return (
    <main className={styles.centre}>
      <div className={styles.card}>
        <h1 className={styles.heading}>{deskCopy.noAccess.heading}</h1>
        <p>
          {deskCopy.noAccess.signedInAs} <strong data-testid="no-access-email">{email}</strong>.
        </p>
        <p>{deskCopy.noAccess.text}</p>
        <p>
          {deskCopy.noAccess.ask} <strong>{email}</strong>.{" "}
          <a
            href={`${mailtoHref(deskAccessOwner.email)}?subject=${encodeURIComponent(`Sales desk access for ${email}`)}`}
          >
            {deskAccessOwner.email}
          </a>
        </p>
        <p>{deskCopy.noAccess.otherAccount}</p>
        <button type="button" className={styles.secondary} onClick={() => void signOutOfDesk()}>
          {deskCopy.signOut}
        </button>
      </div>
    </main>
  );
}
