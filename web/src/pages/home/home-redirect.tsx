import { redirect } from "react-router-dom";

// /home is an old address of the home page. Hosting answers it with a 301; this covers
// client-side navigation and the dev server.
export function clientLoader() {
  return redirect("/");
}

export default function HomeRedirect() {
  return null;
}
