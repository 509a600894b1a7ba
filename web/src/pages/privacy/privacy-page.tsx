import { useRef } from "react";
import { Hero } from "~/components/hero";
import { pageMeta } from "~/components/page-meta";
import { privacyOutline } from "~/content/privacy-outline";
import { OpenChatButton } from "~/features/chat/open-chat-button";
import { useScrollColour } from "~/features/scroll-colour/use-scroll-colour";
import { PolicySection } from "./policy-section";
import styles from "./privacy.module.css";

// Module-level so the hook's dependency stays the same array between renders.
const sectionIds = privacyOutline.sections.map((section) => section.id);

export function meta() {
  return pageMeta({ ...privacyOutline.meta, path: "/privacy-policy" });
}

export default function PrivacyPage() {
  const pageRef = useRef<HTMLElement>(null);
  const active = useScrollColour(pageRef, sectionIds);
  const { hero, lastUpdated, sections, toc } = privacyOutline;
  return (
    <main ref={pageRef} className={styles.page}>
      <Hero {...hero} />
      <div className={`container ${styles.layout}`}>
        <nav aria-label={toc.label} className={styles.toc}>
          <p className={styles.tocHeading}>{toc.heading}</p>
          <ol>
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} aria-current={index === active ? "location" : undefined}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.policy}>
          <p className={styles.updated}>
            {toc.lastUpdatedLabel} {lastUpdated}
          </p>
          {sections.map((section, index) => (
            <PolicySection key={section.id} section={section} active={index === active} />
          ))}
          <div className={styles.help}>
            <p>{toc.helpText}</p>
            <OpenChatButton />
          </div>
        </div>
      </div>
    </main>
  );
}
