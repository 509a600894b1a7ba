import { classNames } from "~/lib/class-names";
import { Section } from "./section";
import styles from "./testimonials.module.css";

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export interface TestimonialsProps {
  /** In-page anchor target. */
  id: string;
  heading: string;
  items: readonly Testimonial[];
  tone?: "default" | "alt";
  /** "even" stretches each quote so the names line up at the bottom, with roomier spacing. */
  layout?: "compact" | "even";
}

/** Client quotes as a list of figures (quote + attribution), inside a titled section. */
export function Testimonials({ id, heading, items, tone, layout = "compact" }: TestimonialsProps) {
  return (
    <Section id={id} heading={heading} tone={tone}>
      <ul className={classNames(styles.quotes, layout === "even" && styles.even)}>
        {items.map((item) => (
          <li key={item.name}>
            <figure className={styles.quote}>
              <blockquote>
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption>
                <strong>{item.name}</strong>
                <span>{item.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
