import { Fragment } from "react";
import type { CaseStudy, WorkContent } from "~/content/work";
import { ContentPicture } from "~/components/content-picture";
import styles from "./work.module.css";

const SIZES = "(min-width: 900px) 420px, calc(100vw - 2rem)";
/** What each study tells, in the order it is read. */
const FACTS = ["challenge", "approach", "outcome"] as const;

/** Case studies: artwork, client, services, then challenge, approach and outcome. */
export function CaseStudyList({
  studies,
  servicesLabel,
  factLabels,
}: {
  studies: readonly CaseStudy[];
  servicesLabel: string;
  factLabels: WorkContent["caseStudies"]["factLabels"];
}) {
  return (
    <div className={styles.studies}>
      {studies.map((study) => (
        <article key={study.id} className={styles.study} aria-labelledby={`study-${study.id}`}>
          <ContentPicture
            folder="portfolio"
            name={study.portfolioId}
            alt=""
            sizes={SIZES}
            className={styles.studyImage}
          />
          <div>
            <h3 id={`study-${study.id}`} className={styles.studyTitle}>
              {study.client}
            </h3>
            <p className={styles.clientType}>{study.clientType}</p>
            <ul className={styles.tags} aria-label={servicesLabel}>
              {study.services.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ul>
            <dl className={styles.facts}>
              {FACTS.map((fact) => (
                <Fragment key={fact}>
                  <dt>{factLabels[fact]}</dt>
                  <dd>{study[fact]}</dd>
                </Fragment>
              ))}
            </dl>
          </div>
        </article>
      ))}
    </div>
  );
}
