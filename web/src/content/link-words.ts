// The words every page a signed link opens shares (/pay/<token>, /quote/<token>): whose it is,
// and how to reach us by phone. Each page adds its own heading, help line and way to ask anew.
import { site } from "./site";

export const linkWords = {
  greeting: (company: string) => (company ? `For ${company}` : "For your brief"),
  referenceLabel: "Reference",
  callUs: "Call us on",
  callHours: "(Monday to Friday, 9 am to 6 pm Central Time), or",
  phoneTel: site.phone.tel,
  phoneDisplay: site.phone.display,
  newLink: "e-mail us for a new link",
};
