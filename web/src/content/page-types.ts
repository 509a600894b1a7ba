// The parts most page content modules share: the search snippet, the hero and the closing
// call to action, typed once.

/** The page's title and meta description (search results, link previews). */
export interface PageMetaCopy {
  title: string;
  description: string;
}

/** The hero: eyebrow title, H1, subheading and two paragraphs. */
export interface PageHeroCopy {
  title: string;
  heading: string;
  subheading: string;
  paragraphs: [string, string];
}

/** The closing section that starts the brief. */
export interface PageCtaCopy {
  heading: string;
  text: string;
  label: string;
}
