// The lead page's "Write a quote" (issue 46): lines (description and amount), the share due
// when the client accepts (0, 25 or 50 %), how long it is valid and a note, with the total and
// the amount due now shown as sales types. Sending asks deskCreateQuote, which checks it all
// again, writes it on the lead, mails it to the prospect and answers the client's link.
import { useState } from "react";
import { deskQuoteCopy as words } from "~/content/desk-quote";
import { formatCents } from "@shared/payment-amounts";
import {
  MAX_QUOTE_DESCRIPTION,
  MAX_QUOTE_LINES,
  MAX_QUOTE_NOTE,
  QUOTE_DEPOSIT_PERCENTS,
  QUOTE_VALID_DAYS,
  type QuoteDepositPercent,
} from "@shared/quote-api";
import { createQuote } from "../data";
import { centsOf, quoteSums } from "./quote-amounts";
import { SendStatus } from "./send-status";
import { useDeskCall } from "./use-desk-call";
import { LinkField } from "./link-field";
import { dayWords } from "../desk-dates";
import styles from "../desk.module.css";
import quoteStyles from "./quote-form.module.css";

interface TypedLine {
  key: number;
  description: string;
  amount: string;
}

let nextKey = 1;
const emptyLine = (): TypedLine => ({ key: nextKey++, description: "", amount: "" });

export function QuoteForm({ leadId }: { leadId: string }) {
  const [lines, setLines] = useState<TypedLine[]>(() => [emptyLine()]);
  const [share, setShare] = useState<QuoteDepositPercent>(50);
  const [validDays, setValidDays] = useState(String(QUOTE_VALID_DAYS.default));
  const [note, setNote] = useState("");
  const sums = quoteSums(
    lines.map((line) => line.amount),
    share,
  );
  const complete = lines.every(
    (line) => line.description.trim().length > 0 && centsOf(line.amount) !== null,
  );
  const [state, send] = useDeskCall(() =>
    createQuote({
      leadId,
      lines: lines.map((line) => ({
        description: line.description.trim(),
        amountCents: centsOf(line.amount) ?? 0,
      })),
      depositPercent: share,
      validDays: Number(validDays),
      ...(note.trim() && { note: note.trim() }),
    }),
  );
  const change = (key: number, field: "description" | "amount", value: string) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, [field]: value } : line)));

  return (
    <details className={quoteStyles.quote}>
      <summary className={styles.quiet}>{words.open}</summary>
      <form
        className={quoteStyles.form}
        aria-labelledby="quote-heading"
        onSubmit={(event) => {
          event.preventDefault();
          if (complete) send();
        }}
      >
        <h2 id="quote-heading" className={styles.subheading}>
          {words.heading}
        </h2>
        <p className={styles.hint}>{words.intro}</p>
        {lines.map((line, index) => (
          <fieldset key={line.key} className={styles.fieldset}>
            <legend>{words.lineLegend(index + 1)}</legend>
            <label className={quoteStyles.description}>
              {words.description}
              <input
                value={line.description}
                maxLength={MAX_QUOTE_DESCRIPTION}
                required
                onChange={(event) => change(line.key, "description", event.target.value)}
              />
            </label>
            <label>
              {words.amount}
              <input
                value={line.amount}
                inputMode="decimal"
                required
                aria-invalid={line.amount !== "" && centsOf(line.amount) === null}
                onChange={(event) => change(line.key, "amount", event.target.value)}
              />
            </label>
            {lines.length > 1 ? (
              <button
                type="button"
                className={styles.quiet}
                onClick={() => setLines((all) => all.filter((each) => each.key !== line.key))}
              >
                {words.removeLine(index + 1)}
              </button>
            ) : null}
          </fieldset>
        ))}
        <p>
          <button
            type="button"
            className={styles.quiet}
            disabled={lines.length >= MAX_QUOTE_LINES}
            onClick={() => setLines((all) => [...all, emptyLine()])}
          >
            {words.addLine}
          </button>
          {lines.length >= MAX_QUOTE_LINES ? ` ${words.maxLines}` : null}
        </p>
        <div className={styles.fieldset}>
          <label>
            {words.share}
            <select
              value={share}
              onChange={(event) => setShare(Number(event.target.value) as QuoteDepositPercent)}
            >
              {QUOTE_DEPOSIT_PERCENTS.map((percent) => (
                <option key={percent} value={percent}>
                  {words.shares[percent]}
                </option>
              ))}
            </select>
          </label>
          <label>
            {words.validDays}
            <input
              type="number"
              min={QUOTE_VALID_DAYS.min}
              max={QUOTE_VALID_DAYS.max}
              value={validDays}
              required
              onChange={(event) => setValidDays(event.target.value)}
            />
          </label>
          <label className={quoteStyles.note}>
            {words.note}
            <textarea
              value={note}
              maxLength={MAX_QUOTE_NOTE}
              rows={3}
              onChange={(event) => setNote(event.target.value)}
            />
          </label>
        </div>
        <p className={quoteStyles.sums} aria-live="polite" data-testid="quote-sums">
          <strong>{words.total(sums.totalCents)}</strong> · {words.dueNow(sums.dueNowCents)}
        </p>
        {!complete && lines.some((line) => line.amount !== "" || line.description !== "") ? (
          <p className={styles.hint}>{words.incomplete}</p>
        ) : null}
        <button
          type="submit"
          className={styles.primary}
          disabled={!complete || state.kind === "busy"}
        >
          {words.send}
        </button>
        <SendStatus
          state={state}
          words={words}
          done={(answer) =>
            words.sent(
              answer.reference,
              formatCents(answer.totalCents),
              formatCents(answer.dueNowCents),
              dayWords(new Date(answer.validUntil)),
            )
          }
        />
        {state.kind === "done" ? (
          <LinkField label={words.linkLabel} url={state.answer.payUrl} testId="quote-link" />
        ) : null}
      </form>
    </details>
  );
}
