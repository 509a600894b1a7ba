// One lead's page (/desk/leads/:leadId): its fields, history, actions and payment.
export { default as LeadPageView } from "./lead-page-view";
