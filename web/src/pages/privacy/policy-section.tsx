import type { PrivacySection } from "~/content/privacy";
import { classNames } from "~/lib/class-names";
import styles from "./privacy.module.css";

/** One policy section: an H2 (anchor target) and its paragraphs and lists. */
export function PolicySection({ section, active }: { section: PrivacySection; active: boolean }) {
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      className={classNames(styles.section, active && styles.active)}
    >
      <h2 id={`${section.id}-heading`} className={styles.heading}>
        {section.heading}
      </h2>
      {section.blocks.map((block, index) =>
        block.kind === "paragraph" ? (
          <p key={index}>{block.text}</p>
        ) : (
          <div key={index}>
            {block.intro ? <p>{block.intro}</p> : null}
            <ul className={styles.list}>
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ),
      )}
    </section>
  );
}
