// The overview (/desk/overview): leads per week by source, service and delivery, and paid
// revenue, read from the weekly rollup in one query (overview-queries.ts).
export { default as OverviewView } from "./overview-view";
export { startOverviewRead } from "./overview-read-ahead";
/** The one week the overview's prerendered template is drawn with (desk-layout.tsx). */
export { sampleWeeks } from "./overview-charts";
