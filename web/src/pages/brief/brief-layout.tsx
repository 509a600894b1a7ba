import { Outlet } from "react-router";

export default function BriefLayout() {
  return <Outlet />;
}
