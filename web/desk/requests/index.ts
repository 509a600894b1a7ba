// A person's data request (/desk/requests): find everything kept about an address, export it,
// erase it.
export { default as PersonRequestsView } from "./person-requests-view";
