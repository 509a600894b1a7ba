// /desk/requests: a person's data request. Find by e-mail address, read what is held (and
// whether the address was erased before), export it as one JSON file, and erase it with the
// address typed again and the reason; or confirm the erasure a colleague parked past the daily
// limit.
import { deskLeadPath } from "@shared/desk-links";
import {
  ERASURE_REASON_MAX,
  ERASURES_PER_DAY,
  normaliseEmail,
  type FindPersonResponse,
  type ParkedErasure,
  type PersonDocument,
} from "@shared/person-data";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { deskCopy } from "~/content/desk";
import { deskFirebase } from "../data";
import { DeskTable } from "../desk-table";
import { storedMomentWords } from "../desk-dates";
import { deliveryWords } from "../delivery-words";
import { paymentWords } from "../payment-words";
import { personLead } from "./person-lead";
import { LabelledInput } from "../labelled-input";
import { downloadPersonExport, erasedCount, erasePerson, findPerson } from "./person-requests";
import styles from "../desk.module.css";

const copy = deskCopy.requests;

type Search =
  | { status: "idle" }
  | { status: "busy" }
  | { status: "failed"; message: string }
  | { status: "found"; records: FindPersonResponse };

/** A stored time in the desk's one format ("Nov 11, 2026, 6:59 AM"). */
const received = (value: unknown): string => storedMomentWords(value);

/** /desk/requests. */
export default function PersonRequestsView() {
  const [email, setEmail] = useState("");
  const [search, setSearch] = useState<Search>({ status: "idle" });
  const [notice, setNotice] = useState("");

  const find = async (address: string) => {
    setSearch({ status: "busy" });
    try {
      setSearch({ status: "found", records: await findPerson(address) });
    } catch (error) {
      setSearch({ status: "failed", message: (error as Error).message });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice("");
    void find(email);
  };

  return (
    <main id="content" className={styles.main}>
      <h1 className={styles.heading}>{copy.heading}</h1>
      <p className={styles.hint}>{copy.intro}</p>
      <form className={styles.filters} onSubmit={submit}>
        <div className={styles.fieldset}>
          <LabelledInput
            label={copy.emailLabel}
            type="email"
            name="email"
            required
            autoComplete="off"
            value={email}
            onValue={setEmail}
          />
          <button type="submit" className={styles.primary} disabled={search.status === "busy"}>
            {search.status === "busy" ? copy.finding : copy.find}
          </button>
        </div>
      </form>
      <p role="status" className={styles.result} data-testid="request-notice">
        {notice}
      </p>
      {search.status === "failed" ? (
        <p role="alert" className={styles.error}>
          {copy.failed} {search.message}
        </p>
      ) : null}
      {search.status === "found" ? (
        <Found
          key={search.records.email}
          records={search.records}
          onErased={(message) => {
            setNotice(message);
            void find(search.records.email);
          }}
          onNotice={setNotice}
        />
      ) : null}
    </main>
  );
}

/** Earlier erasures of the address: "was this address erased?" answered without keeping it. */
function ErasedBefore({ erasures }: { erasures: FindPersonResponse["erasedBefore"] }) {
  if (erasures.length === 0) return null;
  return (
    <section aria-labelledby="request-erased-before" className={styles.card}>
      <h2 id="request-erased-before" className={styles.subheading}>
        {copy.erasedBeforeHeading}
      </h2>
      <ul className={styles.wrap} data-testid="request-erased-before">
        {erasures.map((erasure) => (
          <li key={erasure.at}>
            {copy.erasedBefore(received(erasure.at), erasure.byEmail ?? "", erasure.reason)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Found({
  records,
  onErased,
  onNotice,
}: {
  records: FindPersonResponse;
  onErased: (message: string) => void;
  onNotice: (message: string) => void;
}) {
  const { leads, records: others, mentions } = records;
  if (leads.length + others.length + mentions.length === 0)
    return (
      <>
        <p className={styles.card} data-testid="request-summary">
          {copy.nothing(records.email)}
        </p>
        <ErasedBefore erasures={records.erasedBefore} />
      </>
    );
  const exportJson = () => {
    const by = deskFirebase().auth.currentUser?.email ?? "";
    onNotice(copy.exported(downloadPersonExport(records, by)));
  };
  return (
    <section aria-labelledby="request-summary" className={styles.card}>
      <h2 id="request-summary" className={styles.subheading} data-testid="request-summary">
        {records.email}: {copy.summary(leads.length, others.length, mentions.length)}
      </h2>
      <h3 className={styles.subheading}>{copy.leadsHeading}</h3>
      <LeadTable leads={leads} />
      <h3 className={styles.subheading}>{copy.recordsHeading}</h3>
      {others.length === 0 ? (
        <p>{copy.noRecords}</p>
      ) : (
        <ul className={styles.wrap} data-testid="request-records">
          {others.map((doc) => (
            <li key={`${doc.collection}/${doc.id}`}>
              {doc.collection}/{doc.id}
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.subheading}>{copy.mentionsHeading}</h3>
      {mentions.length === 0 ? (
        <p>{copy.noRecords}</p>
      ) : (
        <ul className={styles.wrap}>
          {mentions.map((mention) => (
            <li key={`${mention.collection}/${mention.id}`}>
              {mention.collection}/{mention.id} ({mention.field}: {mention.leadIds.join(", ")})
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={exportJson}>
          {copy.exportJson}
        </button>
        <span className={styles.hint}>{copy.exportHint}</span>
      </div>
      <Erase email={records.email} parked={records.parked} onErased={onErased} />
      <ErasedBefore erasures={records.erasedBefore} />
    </section>
  );
}

function LeadTable({ leads }: { leads: PersonDocument[] }) {
  if (leads.length === 0) return <p>{copy.noRecords}</p>;
  const now = new Date();
  return (
    <DeskTable columns={Object.values(copy.columns)}>
      {leads.map((document) => {
        // Read as the list reads a lead: states in the desk's words, never stored codes.
        const lead = personLead(document);
        return (
          <tr key={lead.id} data-lead-id={lead.id}>
            <th scope="row">
              <Link to={deskLeadPath(lead.id)}>{lead.id}</Link>
            </th>
            <td className={styles.wrap} data-label={copy.columns.company}>
              {lead.answers.companyName}
            </td>
            <td className={styles.nowrap} data-label={copy.columns.received}>
              {received(document.data.createdAt)}
            </td>
            <td data-testid="request-delivery" data-label={copy.columns.delivery}>
              {deliveryWords(lead, { now })}
            </td>
            <td data-testid="request-payment" data-label={copy.columns.payment}>
              {paymentWords(lead.payment, now) || copy.noPayment}
            </td>
          </tr>
        );
      })}
    </DeskTable>
  );
}

function Erase({
  email,
  parked,
  onErased,
}: {
  email: string;
  parked: ParkedErasure | null;
  onErased: (message: string) => void;
}) {
  const reasonId = useId();
  const [confirmation, setConfirmation] = useState("");
  const [reason, setReason] = useState("");
  const [state, setState] = useState<{ busy: boolean; error: string }>({ busy: false, error: "" });
  const confirmed = normaliseEmail(confirmation) === email && (parked || reason.trim() !== "");
  // The server refuses the one who asked; the page does not offer it to them.
  const askedByMe =
    parked !== null &&
    parked.requestedByEmail !== null &&
    parked.requestedByEmail === deskFirebase().auth.currentUser?.email;
  const erase = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    setState({ busy: true, error: "" });
    try {
      const answer = await erasePerson(
        parked
          ? { email, confirmation, confirmParked: true }
          : { email, confirmation, reason: reason.trim() },
      );
      onErased(
        answer.status === "parked"
          ? copy.parked(ERASURES_PER_DAY)
          : copy.erased(erasedCount(answer)),
      );
    } catch (error) {
      setState({ busy: false, error: `${copy.eraseFailed} ${(error as Error).message}` });
    }
  };
  return (
    <form onSubmit={(event) => void erase(event)}>
      <h3 className={styles.subheading}>{parked ? copy.parkedHeading : copy.eraseHeading}</h3>
      <p data-testid={parked ? "request-parked" : undefined}>
        {parked
          ? copy.parkedText(
              parked.requestedByEmail ?? "",
              received(parked.requestedAt),
              parked.reason,
            )
          : copy.eraseText}
      </p>
      {parked ? null : (
        <>
          <div className={styles.fieldset}>
            <label htmlFor={reasonId}>
              {copy.reasonLabel}
              <textarea
                id={reasonId}
                name="reason"
                required
                rows={2}
                maxLength={ERASURE_REASON_MAX}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </label>
          </div>
          <p className={styles.hint}>{copy.reasonHint}</p>
        </>
      )}
      {askedByMe ? (
        <p className={styles.hint}>{copy.parkedByYou}</p>
      ) : (
        <div className={styles.fieldset}>
          <LabelledInput
            label={copy.confirmLabel}
            type="text"
            name="confirmation"
            autoComplete="off"
            spellCheck={false}
            value={confirmation}
            onValue={setConfirmation}
          />
          <button type="submit" className={styles.primary} disabled={!confirmed || state.busy}>
            {state.busy ? copy.erasing : parked ? copy.confirmParked : copy.erase}
          </button>
        </div>
      )}
      <p role="alert" className={styles.error}>
        {state.error}
      </p>
    </form>
  );
}
