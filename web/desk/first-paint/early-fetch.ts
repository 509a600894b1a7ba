// The first few lines of a first visit's early query (early-rows.ts), inline in /desk's <head>:
// they send the first view's queries as soon as the page's head is parsed, ~0.2 s before the
// early-rows script itself has arrived and compiled at 4× CPU; that script then reads the
// answers (window.__deskEarlyFetch, declared in desk-snapshot.ts). Written at build time (web/scripts/postbuild.mjs)
// from the same queries as the script's own: the request bodies of viewParts(…) at a fixed
// moment, whose timestamps the inline script moves to the page's own time. It sends nothing
// unless the desk's copy of the signed-in user's ID token is current and has the sales claim, and never
// throws: the early-rows script then asks by itself, or the desk goes the usual way. The token
// is the desk's own copy (desk-token.ts), never Firebase Auth's private record; a build with App
// Check also sends the desk's copy of its App Check token while it is current. They also
// hold the desk's modules back (FIRST_PAINT_PROMISE, at most EARLY_WAIT_MS) until the early rows
// are drawn: on a first visit their download and compiling took the CPU the query needs. On a
// return visit (a snapshot is kept) they send nothing: the picture is painted from the snapshot,
// and the early-rows script checks it against the server once that frame is drawn (early-rows.ts).
// Sent from here, the check's four queries ran beside the picture's parsing, style and layout
// (and, on one machine, the server's work beside them): the return visit's rows came ~0.2 s later.
import { SALES_ROLE } from "@shared/desk-access";
import { DESK_PATH } from "@shared/desk-links";
import { FIRST_VIEW, NO_FILTERS, viewParts } from "../desk-queries";
import { APP_CHECK_HEADER, APP_CHECK_TOKEN_KEY, TOKEN_KEY } from "./desk-token";
import { EXPIRY_MARGIN_MS } from "./sales-token";
import { firestoreEndpoints } from "./sales-query";
import { EARLY_WAIT_MS } from "./early-rows";
import { SNAPSHOT_KEY } from "./first-paint";
import { runQueryBody } from "./rest-query";

/** The fixed moment the bodies are written at; the inline script replaces its timestamps. */
const WRITTEN_AT = Date.UTC(2001, 0, 1);

/** The request bodies of the first view's queries at `now`, as the early-rows script sends them. */
export function firstViewBodies(now: Date): string[] {
  return viewParts(FIRST_VIEW, NO_FILTERS, now).map(runQueryBody);
}

/** The inline script for a build with these VITE_* variables. */
export function earlyFetchScript(env: Record<string, string | boolean | undefined>): string {
  const appCheck =
    typeof env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY === "string" &&
    env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY.trim() !== "";
  const bodies = firstViewBodies(new Date(WRITTEN_AT));
  // Every timestamp in the bodies, as its distance from the moment they were written at.
  const times = [...new Set(bodies.join("").match(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g))];
  const shifts = times.map((iso) => [iso, Date.parse(iso) - WRITTEN_AT]);
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  return `(function(){try{
if(location.pathname.replace(/\\/$/,"")!==${json(DESK_PATH)}||localStorage.getItem(${json(SNAPSHOT_KEY)})!=null)return;
var t=JSON.parse(localStorage.getItem(${json(TOKEN_KEY)})||"null"),n=Date.now();
if(!t||typeof t.token!=="string"||!(t.expiresAt-${EXPIRY_MARGIN_MS}>n))return;
var p=t.token.split(".")[1].replace(/-/g,"+").replace(/_/g,"/");
if(JSON.parse(atob(p)).role!==${json(SALES_ROLE)})return;
var h={authorization:"Bearer "+t.token,"content-type":"application/json"};${
    appCheck
      ? `
var a=JSON.parse(localStorage.getItem(${json(APP_CHECK_TOKEN_KEY)})||"null");
if(a&&typeof a.token==="string"&&a.expiresAt-${EXPIRY_MARGIN_MS}>n)h[${json(APP_CHECK_HEADER)}]=a.token;`
      : ""
  }
var s=${json(shifts)},f;
window.__deskFirstPaint=new Promise(function(r){f=r;setTimeout(r,${EARLY_WAIT_MS})});
window.__deskEarlyFetch={now:n,framed:f,answers:${json(bodies)}.map(function(b){
s.forEach(function(x){b=b.split(x[0]).join(new Date(n+x[1]).toISOString())});
return fetch(${json(firestoreEndpoints(env).runQuery)},{method:"POST",headers:h,body:b}).then(function(r){if(!r.ok)throw new Error("runQuery "+r.status);return r.json()})})};
}catch(e){}})();`;
}
