// The overview (/desk/overview): leads per week by source, service and delivery, and paid
// revenue, counted with Firestore's aggregation queries (overview-queries.ts).
export { default as OverviewView } from "./overview-view";
