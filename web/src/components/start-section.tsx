import type { ReactNode } from "react";
import type { PageCtaCopy } from "~/content/page-types";
import cluster from "~/styles/cluster.module.css";
import { CtaLink } from "./cta-link";
import { Section } from "./section";

export interface StartSectionProps {
  cta: PageCtaCopy;
  /** Where the call to action goes (the brief's first step). */
  startPath: string;
  tone?: "default" | "alt";
  /** More actions after the call to action (the chat button, a secondary link). */
  children?: ReactNode;
}

/** The section that closes a page (#start): the call to start the brief and its actions. */
export function StartSection({ cta, startPath, tone, children }: StartSectionProps) {
  return (
    <Section id="start" heading={cta.heading} intro={cta.text} tone={tone}>
      <div className={cluster.cluster}>
        <CtaLink to={startPath}>{cta.label}</CtaLink>
        {children}
      </div>
    </Section>
  );
}
