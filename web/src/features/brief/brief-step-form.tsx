import { zodResolver } from "@hookform/resolvers/zod";
import { leadSchema } from "./lead-schema";
import {
  memo,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { useForm } from "react-hook-form";
import { Link } from "~/components/site-link";
import { whenIdle } from "~/lib/when-idle";
import { briefWizardCopy } from "~/content/brief";
import { fieldSpec } from "@shared/lead-field-specs";
import { preloadLeadWriter } from "~/lib/firebase";
import { briefStore, saveAnswer } from "./brief-store";
import {
  BRIEF_STEPS,
  firstStepNeedingAnswer,
  nextStep,
  previousStep,
  type BriefStep,
} from "./brief-steps";
import { BriefEyebrow } from "./brief-eyebrow";
import { focusStepField } from "./focus-step-field";
import { HoneypotField, honeypotValue } from "./honeypot-field";
import { SaveProblem } from "./save-problem";
import { stepSchema, warmStepSchemas, type StepValues } from "./step-schema";
import { useSaveBrief } from "./use-save-brief";
import styles from "./brief-step-form.module.css";

export interface BriefStepFormProps {
  step: BriefStep;
  /**
   * The stored answer to this step, or null while the prerendered form is being hydrated
   * (sessionStorage is read only after hydration, so both renders match).
   */
  storedAnswer: string | null;
  /** Puts another step on screen at once (the URL follows). */
  onMove: (step: BriefStep) => void;
}

/** No modifier key held: the browser's own meaning (new tab, new line …) is not asked for. */
const isUnmodified = (event: MouseEvent | KeyboardEvent) =>
  !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A plain left click, which Back handles itself; others (new tab …) stay the browser's. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && isUnmodified(event);

/**
 * Enter alone, pressed once, with no input method composing. Safari reports the Enter that
 * ends a composition with `isComposing` false and key code 229, so both are checked.
 */
const isPlainEnter = (event: KeyboardEvent) =>
  event.key === "Enter" &&
  !event.repeat &&
  !event.nativeEvent.isComposing &&
  event.keyCode !== 229 &&
  isUnmodified(event);

/**
 * One question: label, help, the field, its error, Back and Next (Send on the last step).
 * Mounted once per step (keyed by the wizard), so its field only ever writes its own answer.
 * Memoised: showing or hiding a step (step-slot.tsx), or a key typed in another step's field,
 * does not render it again.
 */
export const BriefStepForm = memo(function BriefStepForm({
  step,
  storedAnswer,
  onMove,
}: BriefStepFormProps) {
  const { field } = step;
  const { step: question, input } = fieldSpec(field);
  const known = storedAnswer !== null;
  const { status, submit } = useSaveBrief();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const resolver = useMemo(() => zodResolver(stepSchema(field)), [field]);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<StepValues>({
    resolver,
    // No default while hydrating: react-hook-form would write it into the field and wipe
    // what the visitor typed into the prerendered page before the scripts ran.
    defaultValues: known ? { [field]: storedAnswer } : undefined,
    reValidateMode: "onChange",
  });

  // Once the stored brief is known (at once for a step built ahead or moved to; just after
  // hydration for a loaded page): text typed before hydration wins and is stored, else the
  // stored answer fills the field. Then the field gets the focus unless the visitor has put it
  // somewhere already (a step built ahead gets it when shown: step-slot.tsx). A layout effect,
  // so it happens in the same task as the move, and a key typed next lands in this field.
  const settled = useRef(false);
  useLayoutEffect(() => {
    if (settled.current || storedAnswer === null) return;
    settled.current = true;
    const input = inputRef.current;
    const typed = input?.value ?? "";
    if (typed !== "" && typed !== storedAnswer) saveAnswer(briefStore, field, typed);
    else if (typed === "" && storedAnswer !== "") setValue(field, storedAnswer);
    focusStepField(input);
  }, [storedAnswer, field, setValue]);

  const previous = previousStep(step.slug);
  const next = nextStep(step.slug);

  // Once the browser is idle, this step's check and the next step's form are made ready, so
  // Enter does the least work between the key press and the next step on screen.
  useEffect(() => {
    if (!known) return;
    const fields = next ? [field, next.field] : [field];
    return whenIdle(() => warmStepSchemas(fields), 2000);
  }, [known, field, next]);

  // Once the last step is built (ahead, while the visitor answers the one before it), the SDK
  // starts downloading in the background, so Send rarely waits.
  useEffect(() => {
    if (known && !next) preloadLeadWriter();
  }, [known, next]);
  // After a failed save, the retry button is the next thing to press.
  useEffect(() => {
    if (status.state === "failed") retryRef.current?.focus();
  }, [status]);

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
      onMove(next);
      return;
    }
    const answers = briefStore.getSnapshot().answers;
    const lead = leadSchema.safeParse(answers);
    if (!lead.success) {
      // Only possible if storage changed behind our back: show the step that needs fixing.
      onMove(firstStepNeedingAnswer(answers, step.slug) ?? step);
      return;
    }
    const honeypot = honeypotValue(honeypotRef.current);
    // Read at this submit and emptied after it: a filled honeypot never outlives one submit.
    if (honeypotRef.current) honeypotRef.current.value = "";
    await submit(lead.data, { honeypot });
  };
  // Built at submit time: onValid reads refs, which render must not. A step with a next one
  // checks its answer itself and, when it passes, moves on at once: react-hook-form's submit
  // checks it asynchronously, then records the submit in its form state, which rendered this
  // form again inside Enter's task, after the next step was already on screen (about a
  // quarter of Enter's handlers at 4× CPU). A refused answer, a step still showing a message,
  // and the last step's Send go through react-hook-form, which shows and clears the message,
  // focuses the field and re-checks it as it changes.
  const passingAnswer = () => {
    if (!next || error) return null;
    const checked = stepSchema(field).safeParse({ [field]: getValues(field) ?? "" });
    return checked.success ? checked.data : null;
  };
  const onSubmit = (event?: FormEvent) => {
    const passing = event ? passingAnswer() : null;
    if (event && passing) {
      event.preventDefault();
      return onValid(passing);
    }
    return handleSubmit(onValid)(event);
  };
  // Enter on a passing answer moves on from the key's own event: the browser's way (a
  // keypress, then a synthetic click on Next, then the submit) dispatched three more events
  // through React's root listeners first, ~13 ms of Enter at 4× CPU. preventDefault stops that
  // implicit submission, so the step moves once. Anything else (a refused answer, Send, a key
  // held down, an input method composing) is left to the browser's submit above.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isPlainEnter(event) || !known) return;
    const passing = passingAnswer();
    if (!passing) return;
    event.preventDefault();
    void onValid(passing);
  };
  // No blur handler: react-hook-form's marks the field touched (which nothing here reads) and
  // re-renders the form, and the field is blurred inside Enter's task, when the next step's
  // field takes the focus.
  const {
    ref: registerRef,
    name,
    onChange,
  } = register(field, {
    onChange: (event: { target: { value: string } }) =>
      saveAnswer(briefStore, field, event.target.value),
  });

  return (
    <section className={styles.card} aria-labelledby={ids.input + "-label"}>
      <BriefEyebrow className={styles.eyebrow} />
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

      {/* POST and a disabled button until hydrated: Enter in the prerendered page does nothing
          (a disabled default button blocks implicit submission), and no answer can ever end
          up in a URL. */}
      <form
        method="post"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className={styles.form}
      >
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
          type={input.type}
          autoComplete={input.autoComplete}
          placeholder={question.placeholder}
          aria-required={step.required}
          aria-invalid={error ? true : undefined}
          aria-describedby={[ids.progress, ids.hint, error ? ids.error : null]
            .filter(Boolean)
            .join(" ")}
          ref={(element) => {
            inputRef.current = element;
            registerRef(element);
          }}
          name={name}
          onChange={(event) => void onChange(event)}
          onKeyDown={onKeyDown}
        />
        <p id={ids.error} className={styles.error} role="alert">
          {error}
        </p>

        {!next && <HoneypotField inputRef={honeypotRef} />}

        {status.state === "failed" && (
          <SaveProblem reason={status.reason} retryRef={retryRef} onRetry={() => void onSubmit()} />
        )}
        {/* The button's label shows "Sending…" on screen; this tells screen readers. */}
        <p className="visually-hidden" role="status">
          {saving ? briefWizardCopy.saving : ""}
        </p>

        <noscript>
          <p className={styles.hint}>{briefWizardCopy.noScript}</p>
        </noscript>
        <div className={styles.actions}>
          {previous ? (
            <Link
              to={previous.path}
              className={styles.back}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onMove(previous);
              }}
            >
              {briefWizardCopy.back}
            </Link>
          ) : (
            <span />
          )}
          <button type="submit" className={styles.next} disabled={!known || saving}>
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
});
