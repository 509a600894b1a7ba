import type { PrivacyBlock } from "~/content/privacy";
import type { PrivacyOutline, PrivacySectionId } from "~/content/privacy-outline";
import { classNames } from "~/lib/class-names";
import { hydrateOnReach } from "~/lib/hydrate-on-reach";
import styles from "./privacy.module.css";

/**
 * One policy section: an H2 (anchor target) and its paragraphs and lists. The text is loaded
 * and hydrated only when a visitor reaches it (or the page is rendered on the client): the
 * policy is most of the page's script, and static (docs/page-speed.md).
 */
export function PolicySection({
  section,
  active,
}: {
  section: PrivacyOutline["sections"][number];
  active: boolean;
}) {
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      className={classNames(styles.section, active && styles.active)}
    >
      <h2 id={`${section.id}-heading`} className={styles.heading}>
        {section.heading}
      </h2>
      <PolicyTextOnReach id={section.id} />
    </section>
  );
}

const PolicyTextOnReach = hydrateOnReach(() =>
  import("~/content/privacy").then(({ policyBlocks }) => ({ id }: { id: PrivacySectionId }) => (
    <PolicyText blocks={policyBlocks[id]} />
  )),
);

function PolicyText({ blocks }: { blocks: readonly PrivacyBlock[] }) {
  return blocks.map((block, index) =>
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
  );
}
