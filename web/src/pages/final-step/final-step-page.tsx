import { FLOW_STEP } from "~/lib/flow-handle";
import { CtaLink } from "~/components/cta-link";
import { unlistedPageMeta } from "~/components/page-meta";
import { briefPendingCopy, finalStepCopy } from "~/content/brief";
import { nextStepsCopy, storyOf } from "~/content/next-steps";
import { BriefPending } from "~/features/brief/brief-pending";
import { LabelledSection, type SectionLook } from "~/features/payment/labelled-section";
import { NextSteps } from "~/features/payment/next-steps";
import { BriefSummary } from "~/features/brief/brief-summary";
import { useSubmittedBrief } from "~/features/brief/use-submitted-brief";
import styles from "./final-step-page.module.css";

/** Part of a visitor's flow, not a landing page: not in the sitemap, disallowed in robots.txt. */
export const handle = FLOW_STEP;

export const meta = () => unlistedPageMeta(finalStepCopy, "/final-step");

/**
 * Thanks the visitor, shows the brief back and what happens next on its plan's path, and
 * leads to checkout when there is something to pay.
 * Prerendered (and hydrated) as a neutral placeholder: only a brief this browser saved is
 * thanked; without one the visitor is sent into the brief.
 */
const section: SectionLook = { section: styles.section, heading: styles.subheading };

export default function FinalStepPage() {
  const { submitted, planId } = useSubmittedBrief();
  const { cta } = storyOf(planId).words.before;
  return (
    <main className={styles.page}>
      <div className="container">
        <article className={styles.card} aria-busy={submitted ? undefined : true}>
          {submitted ? (
            <>
              <h1 className={styles.heading}>
                {finalStepCopy.heading(submitted.lead.companyName)}
              </h1>
              <p className={styles.lead}>{finalStepCopy.intro}</p>
              <LabelledSection id="final-brief" heading={finalStepCopy.briefHeading} look={section}>
                <BriefSummary lead={submitted.lead} emptyText={finalStepCopy.notAnswered} />
              </LabelledSection>
              <LabelledSection id="final-next" heading={nextStepsCopy.heading} look={section}>
                <NextSteps planId={planId} moment="before" />
              </LabelledSection>
              {/* Only a plan with a price goes on to pay; a custom quote waits for the call. */}
              {cta ? (
                // A new document: the checkout's own policy allows its callables, the brief's does not.
                <CtaLink to="/checkout" reloadDocument>
                  {cta}
                </CtaLink>
              ) : null}
            </>
          ) : (
            <>
              <h1 className={styles.heading}>{briefPendingCopy.finalHeading}</h1>
              <BriefPending />
            </>
          )}
        </article>
      </div>
    </main>
  );
}
