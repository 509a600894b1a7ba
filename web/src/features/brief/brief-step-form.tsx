import { zodResolver } from "@hookform/resolvers/zod";
import { leadSchema } from "./lead-schema";
import { useEffect, useId, useMemo, useRef } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { briefQuestions, briefWizardCopy } from "~/content/brief";
import { briefStore, saveAnswer } from "./brief-store";
import {
  BRIEF_STEPS,
  firstStepNeedingAnswer,
  nextStep,
  previousStep,
  type BriefStep,
} from "./brief-steps";
import { HoneypotField } from "./honeypot-field";
import { SaveProblem } from "./save-problem";
import { stepSchema, type StepValues } from "./step-schema";
import { useSaveBrief } from "./use-save-brief";
import styles from "./brief-step-form.module.css";

export interface BriefStepFormProps {
  step: BriefStep;
  storedAnswer: string;
  storedHoneypot: string;
  /** False for the prerendered form, before the stored answers are known. */
  ready: boolean;
}

/** One question: label, help, the field, its error, Back and Next (Send on the last step). */
export function BriefStepForm({ step, storedAnswer, storedHoneypot, ready }: BriefStepFormProps) {
  const { field } = step;
  const question = briefQuestions[field];
  const navigate = useNavigate();
  const { status, submit } = useSaveBrief();
  const retryRef = useRef<HTMLButtonElement>(null);
  const resolver = useMemo(() => zodResolver(stepSchema(field)), [field]);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<StepValues>({
    resolver,
    defaultValues: { [field]: storedAnswer },
    reValidateMode: "onChange",
  });

  // Focus lands on the field at every step, once the form holding the stored answer is up
  // (RHF also focuses the field after a failed submit).
  useEffect(() => {
    if (ready) setFocus(field);
  }, [ready, setFocus, field]);
  // After a failed save, the retry button is the next thing to press.
  useEffect(() => {
    if (status.state === "failed") retryRef.current?.focus();
  }, [status]);

  const previous = previousStep(step.slug);
  const next = nextStep(step.slug);
  const saving = status.state === "saving";
  const ids = {
    input: useId(),
    progress: useId(),
    hint: useId(),
    error: useId(),
  };
  const error = errors[field]?.message;

  const onValid = async (values: StepValues) => {
    saveAnswer(briefStore, field, values[field] ?? "");
    if (next) {
      await navigate(next.path);
      return;
    }
    const answers = briefStore.getSnapshot().answers;
    const lead = leadSchema.safeParse(answers);
    if (!lead.success) {
      // Only possible if storage changed behind our back: show the step that needs fixing.
      const missing = firstStepNeedingAnswer(answers, step.slug) ?? step;
      await navigate(missing.path);
      return;
    }
    await submit(lead.data);
  };
  const onSubmit = handleSubmit(onValid);

  return (
    <section className={styles.card} aria-labelledby={ids.input + "-label"}>
      <p className={styles.eyebrow}>{briefWizardCopy.eyebrow}</p>
      <div className={styles.progress}>
        <p id={ids.progress} className={styles.progressText}>
          {briefWizardCopy.progress(step.index + 1, BRIEF_STEPS.length)}
        </p>
        <div className={styles.progressTrack} aria-hidden="true">
          <span
            className={styles.progressFill}
            style={{ width: `${((step.index + 1) / BRIEF_STEPS.length) * 100}%` }}
          />
        </div>
      </div>

      <form noValidate onSubmit={(event) => void onSubmit(event)} className={styles.form}>
        <h1 className={styles.question}>
          <label id={ids.input + "-label"} htmlFor={ids.input}>
            {question.question}
          </label>
        </h1>
        <p id={ids.hint} className={styles.hint}>
          {question.hint}
        </p>
        <input
          id={ids.input}
          className={styles.input}
          type={question.inputType}
          autoComplete={question.autoComplete}
          placeholder={question.placeholder}
          aria-required={step.required}
          aria-invalid={error ? true : undefined}
          aria-describedby={[ids.progress, ids.hint, error ? ids.error : null]
            .filter(Boolean)
            .join(" ")}
          {...register(field, {
            onChange: (event: { target: { value: string } }) =>
              saveAnswer(briefStore, field, event.target.value),
          })}
        />
        <p id={ids.error} className={styles.error} role="alert">
          {error}
        </p>

        <HoneypotField defaultValue={storedHoneypot} />

        {status.state === "failed" && (
          <SaveProblem reason={status.reason} retryRef={retryRef} onRetry={() => void onSubmit()} />
        )}
        {/* The button's label shows "Sending…" on screen; this tells screen readers. */}
        <p className="visually-hidden" role="status">
          {saving ? briefWizardCopy.saving : ""}
        </p>

        <div className={styles.actions}>
          {previous ? (
            <Link to={previous.path} className={styles.back}>
              {briefWizardCopy.back}
            </Link>
          ) : (
            <span />
          )}
          <button type="submit" className={styles.next} disabled={saving}>
            {next ? briefWizardCopy.next : saving ? briefWizardCopy.saving : briefWizardCopy.submit}
          </button>
        </div>
      </form>
      <p className={styles.privacy}>
        {briefWizardCopy.privacyNote}{" "}
        <Link to={briefWizardCopy.privacyLink.href}>{briefWizardCopy.privacyLink.text}</Link>
      </p>
    </section>
  );
}
