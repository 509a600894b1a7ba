// Filters of the list: received between two days, plan, utm_source, and a prefix search on
// company, e-mail or the short reference. Text fields apply after a short pause in typing.
import { PLAN_LABELS } from "@shared/plan-labels";
import { useEffect, useId, useRef, useState } from "react";
import { deskCopy } from "~/content/desk";
import {
  COMPANY_FIELD,
  EMAIL_FIELD,
  NO_FILTERS,
  REFERENCE_SEARCH_FIELD,
  searchPrefix,
  type DeskFilters,
  type SearchField,
} from "../desk-queries";
import { PICTURE_DATE_FIELD } from "../first-paint";
import { LabelledInput } from "../labelled-input";
import styles from "../desk.module.css";

/** Local midnight of a yyyy-mm-dd date input, plus `days`. */
export function localDay(value: string, days = 0): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
}

const TYPING_PAUSE_MS = 300;

export function LeadFilters({
  filters,
  onChange,
  picture = false,
}: {
  filters: DeskFilters;
  onChange: (filters: DeskFilters) => void;
  /** Drawn for the first visit's picture: its date fields are plain boxes (PICTURE_DATE_FIELD). */
  picture?: boolean;
}) {
  const id = useId();
  const dateField = picture ? PICTURE_DATE_FIELD : { type: "date" };
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [plan, setPlan] = useState("");
  const [source, setSource] = useState("");
  const [searchField, setSearchField] = useState<SearchField>(COMPANY_FIELD);
  const [search, setSearch] = useState("");

  // Dates and lists apply at once; typed text after a short pause, so each key press does not
  // start a query.
  const typed = `${source}\n${searchField}\n${search}`;
  const lastTyped = useRef(typed);
  useEffect(() => {
    const delay = typed === lastTyped.current ? 0 : TYPING_PAUSE_MS;
    const timer = setTimeout(() => {
      lastTyped.current = typed;
      const prefix = searchPrefix(searchField, search);
      const next: DeskFilters = {
        from: localDay(from),
        to: localDay(to, 1),
        plan: plan || null,
        source: source.trim() || null,
        search: prefix ? { field: searchField, prefix } : null,
      };
      if (JSON.stringify(next) !== JSON.stringify(filters)) onChange(next);
    }, delay);
    return () => clearTimeout(timer);
  }, [from, to, plan, source, searchField, search, typed, filters, onChange]);

  const clear = () => {
    setFrom("");
    setTo("");
    setPlan("");
    setSource("");
    setSearch("");
    onChange(NO_FILTERS);
  };

  return (
    <form className={styles.filters} role="search" onSubmit={(event) => event.preventDefault()}>
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">{deskCopy.filters.legend}</legend>
        <LabelledInput
          label={deskCopy.filters.from}
          {...dateField}
          value={from}
          onValue={setFrom}
        />
        <LabelledInput label={deskCopy.filters.to} {...dateField} value={to} onValue={setTo} />
        <label htmlFor={`${id}-plan`}>
          {deskCopy.filters.plan}
          <select id={`${id}-plan`} value={plan} onChange={(event) => setPlan(event.target.value)}>
            <option value="">{deskCopy.filters.anyPlan}</option>
            {Object.entries(PLAN_LABELS).map(([planId, label]) => (
              <option key={planId} value={planId}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <LabelledInput
          label={deskCopy.filters.source}
          value={source}
          placeholder={deskCopy.filters.sourceHint}
          onValue={setSource}
        />
        <label htmlFor={`${id}-in`}>
          {deskCopy.filters.searchIn}
          <select
            id={`${id}-in`}
            value={searchField}
            onChange={(event) => setSearchField(event.target.value as SearchField)}
          >
            <option value={COMPANY_FIELD}>{deskCopy.filters.searchCompany}</option>
            <option value={EMAIL_FIELD}>{deskCopy.filters.searchEmail}</option>
            <option value={REFERENCE_SEARCH_FIELD}>{deskCopy.filters.searchReference}</option>
          </select>
        </label>
        <LabelledInput
          label={deskCopy.filters.search}
          type="search"
          value={search}
          aria-describedby={`${id}-search-hint`}
          onValue={setSearch}
        />
        <button type="button" className={styles.quiet} onClick={clear}>
          {deskCopy.filters.clear}
        </button>
      </fieldset>
      <p id={`${id}-search-hint`} className={styles.hint}>
        {deskCopy.filters.searchHint} {filters.search ? "A search covers every date." : ""}
      </p>
    </form>
  );
}
