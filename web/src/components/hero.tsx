import type { ReactNode } from "react";
import styles from "./hero.module.css";

export interface HeroProps {
  /** Small eyebrow text above the heading. */
  title: string;
  /** The page's single H1. */
  heading: string;
  subheading: string;
  paragraphs: readonly [string, string];
  /** Call-to-action row (CtaLink, OpenChatButton…). */
  children?: ReactNode;
}

/** The spec's hero block: eyebrow, H1, subheading and two paragraphs, centred, white on brand. */
export function Hero({ title, heading, subheading, paragraphs, children }: HeroProps) {
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{title}</p>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.subheading}>{subheading}</p>
        <p className={styles.paragraph}>{paragraphs[0]}</p>
        <p className={styles.paragraph}>{paragraphs[1]}</p>
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </header>
  );
}
