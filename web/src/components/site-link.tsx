import {
  Link as RouterLink,
  type LinkProps,
  NavLink as RouterNavLink,
  type NavLinkProps,
} from "react-router-dom";

// React Router marks every link with data-discover="true" for lazy route discovery. This site
// is prerendered with the whole route manifest up front (discovery mode "initial"), so the
// marker does nothing here but weigh on every page: 57 of them on /pricing, whose HTML sits
// right at the size one network round trip carries.

/** React Router's Link, without the lazy-discovery marker. */
export function Link(props: LinkProps) {
  return <RouterLink discover="none" {...props} />;
}

/** React Router's NavLink, without the lazy-discovery marker. */
export function NavLink(props: NavLinkProps) {
  return <RouterNavLink discover="none" {...props} />;
}
