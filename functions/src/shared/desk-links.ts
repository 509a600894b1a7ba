// Where the sales desk lives on the site, and the address of one lead's page on it. The sales
// e-mail (`leadUrl`), the alerts and the desk's own router all build links from here.

/** The desk's route on the site (outside the marketing layout, noindex). */
export const DESK_PATH = "/desk";

/** The desk's page for a person's data request (find, export, erase by e-mail address). */
export const DESK_REQUESTS_PATH = `${DESK_PATH}/requests`;

/** The desk's overview: leads per week by source, plan and delivery, and paid revenue. */
export const DESK_OVERVIEW_PATH = `${DESK_PATH}/overview`;

/** The desk's page of one lead, e.g. https://brandvista.studio/desk/leads/abc123. */
export function deskLeadPath(leadId: string): string {
  return `${DESK_PATH}/leads/${encodeURIComponent(leadId)}`;
}

/** The absolute address of a lead's page on the desk, for e-mails and alerts. */
export function deskLeadUrl(siteOrigin: string, leadId: string): string {
  return `${siteOrigin.replace(/\/+$/, "")}${deskLeadPath(leadId)}`;
}
