// The list of leads (/desk): its views, filters, selection actions and CSV, fed by a live
// query once the SDKs are in (use-desk-data.ts) and by the first paint before that.
export { default as LeadListView } from "./lead-list-view";
export { startFirstView, useClock } from "./use-desk-data";
export { ACTION_LABELS, applyAction } from "./action-bar";
export { csvCell } from "./lead-csv";
