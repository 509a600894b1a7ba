// The desk's first paint: what /desk draws before React and the Firebase SDKs have run. A
// repeat visit paints this browser's snapshot of the list (desk-snapshot.ts, first-paint.ts);
// a first visit sends its own REST query and fills the prerendered frame's rows
// (early-fetch.ts, early-query.ts, early-rows.ts, bundled apart by early-rows-script.ts), with
// the desk's own copy of the ID token (desk-token.ts).
// The rest of the desk reads it through this file only.
export {
  adoptEarlyRows,
  afterSnapshotPaint,
  clearSnapshot,
  readSnapshot,
  saveSnapshot,
  snapshotPainted,
  subscribeSnapshot,
  SNAPSHOT_ROWS_MARK,
  type DeskSnapshot,
} from "./desk-snapshot";
export {
  clearDeskToken,
  saveAppCheckToken,
  saveDeskToken,
  tokenClaims,
  type AppCheckTokenCopy,
  type DeskTokenCopy,
} from "./desk-token";
export { readOverviewWeeksEarly } from "./early-overview";
export { EARLY_WAIT_MS } from "./early-rows";
export { signedInSalesperson } from "./sales-token";
export {
  afterFrameDrawn,
  asPicture,
  deskPicture,
  showPicture,
  templateCopy,
  whenParsed,
  DESK_FRAME_ID,
  FIRST_PAINT_ID,
  FIRST_PAINT_PROMISE,
  FIRST_PAINT_SCRIPT,
  FRAME_TEMPLATE_ID,
  LEFT_OUT_OF_PICTURE,
  OVERVIEW_TEMPLATE_ID,
  PICTURE_DATE_FIELD,
} from "./first-paint";
/** The one row the prerendered frame's template carries (early-rows.ts clones it). */
export { SAMPLE_LEAD } from "../lead-row";
