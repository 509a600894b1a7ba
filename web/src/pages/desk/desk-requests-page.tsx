// /desk/requests: a person's data request (rendered by the desk's frame once a salesperson is
// signed in). Its code starts downloading as soon as this route module runs.
import { lazy } from "react";

const requestsView = import.meta.env.SSR ? null : import("~/features/desk/requests/person-requests-view");
const PersonRequestsView = lazy(
  () => requestsView ?? import("~/features/desk/requests/person-requests-view"),
);

export default function DeskRequestsPage() {
  return <PersonRequestsView />;
}
