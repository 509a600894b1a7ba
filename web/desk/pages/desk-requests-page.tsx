// /desk/requests: a person's data request (rendered by the desk's frame once a salesperson is
// signed in). Its code starts downloading as soon as this route module runs.
import { lazy } from "react";

const loadView = () => import("../requests").then((room) => ({ default: room.PersonRequestsView }));
const requestsView = import.meta.env.SSR ? null : loadView();
const PersonRequestsView = lazy(() => requestsView ?? loadView());

export default function DeskRequestsPage() {
  return <PersonRequestsView />;
}
