// What the two pages a signed link opens (/pay/<token>, /quote/<token>) say alike, written once:
// linkWords, the title (the tab's and the page's heading), the words around the secure payment
// page, why a tampered or unknown link fails, and the ways to ask for a new link. Each page's
// copy (content/pay.ts, content/quote.ts) spreads this and adds its own.
import { linkWords } from "./link-words";
import { site } from "./site";

/** The words a tampered link and a link whose brief is gone say on either page. */
export const linkRefusedText = {
  invalid:
    "The link is incomplete or has been changed. Open it again from the e-mail, or ask us for a new one.",
  unknown:
    "The brief behind this link is no longer on file. Call us, or send a new brief, and we pick it up from there.",
};

/** A link page's shared copy: `title` heads it, the e-mail asks for `newLinkSubject`. */
export function linkPageCopy({
  title,
  newLinkSubject,
  scriptNeededTo,
}: {
  title: string;
  newLinkSubject: string;
  /** What the page needs JavaScript for, after "This page needs JavaScript to". */
  scriptNeededTo: string;
}) {
  return {
    ...linkWords,
    metaTitle: title,
    heading: title,
    opening: "Opening the secure payment page…",
    payNote:
      "You pay on our payment provider's secure, encrypted page. Card details are never entered on or stored by this site.",
    tryAgain: "Try again",
    newLinkHref: `mailto:${site.salesEmail}?subject=${encodeURIComponent(newLinkSubject)}`,
    noScript: `This page needs JavaScript to ${scriptNeededTo}. Call us on ${site.phone.display} or e-mail ${site.salesEmail}.`,
  };
}
