// Resend, Release and Send anyway on the selected leads (each button takes the selected leads
// its action fits), the CSV export of the view, and what the server queued and refused.
import { useState } from "react";
import { deskCopy } from "~/content/desk";
import { actionFor, type DeskActionName } from "../delivery-words";
import {
  MAX_LEADS_PER_ACTION,
  type DeskActionResponse as DeskActionResult,
} from "@shared/desk-api";
import type { DeskLead } from "../desk-lead";
import type { ViewPart } from "../desk-queries";
import { loadDeskSdk } from "../session";
import { csvFileName, leadsCsv } from "./lead-csv";
import styles from "../desk.module.css";

const ACTIONS: DeskActionName[] = ["resend", "release", "sendAnyway"];

export const ACTION_LABELS: Record<DeskActionName, string> = {
  resend: deskCopy.actions.resend,
  release: deskCopy.actions.release,
  sendAnyway: deskCopy.actions.sendAnyway,
};

/** What an action's answer says, in one sentence per outcome, companies named. */
export function describeResult(
  action: DeskActionName,
  result: DeskActionResult,
  nameOf: (leadId: string) => string,
): string {
  const parts: string[] = [];
  if (result.queued.length) {
    parts.push(
      `${ACTION_LABELS[action]}: queued ${result.queued.length} — ${result.queued.map((entry) => nameOf(entry.leadId)).join(", ")}.`,
    );
  }
  if (result.refused.length) {
    parts.push(
      `Refused ${result.refused.length} — ${result.refused.map((entry) => `${nameOf(entry.leadId)}: ${entry.why}`).join("; ")}.`,
    );
  }
  return parts.join(" ") || "Nothing to do.";
}

/** Runs `action` on `leads` and returns the message to announce. */
export async function applyAction(
  action: DeskActionName,
  leads: readonly DeskLead[],
): Promise<string> {
  const names = new Map(leads.map((lead) => [lead.id, lead.answers.companyName || lead.id]));
  const nameOf = (id: string) => names.get(id) ?? id;
  const messages: string[] = [];
  for (let start = 0; start < leads.length; start += MAX_LEADS_PER_ACTION) {
    const leadIds = leads.slice(start, start + MAX_LEADS_PER_ACTION).map((lead) => lead.id);
    const result = await (await loadDeskSdk()).runDeskAction({ action, leadIds });
    messages.push(describeResult(action, result, nameOf));
  }
  return messages.join(" ");
}

export function ActionBar({
  leads,
  now,
  parts,
  viewLabel,
  onDone,
}: {
  leads: readonly DeskLead[];
  now: Date;
  parts: readonly ViewPart[];
  viewLabel: string;
  onDone: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");
  const run = async (action: DeskActionName) => {
    const fitting = leads.filter((lead) => actionFor(lead, now) === action);
    setBusy(true);
    setMessage(deskCopy.actions.busy);
    try {
      setMessage(await applyAction(action, fitting));
      onDone();
    } catch (error) {
      setMessage(`${ACTION_LABELS[action]} failed: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };
  const exportCsv = async () => {
    setBusy(true);
    try {
      const at = new Date();
      const { deskFirebase, readAllRows } = await loadDeskSdk();
      const rows = await readAllRows(deskFirebase().db, parts, at);
      const blob = new Blob([leadsCsv(rows, at)], { type: "text/csv;charset=utf-8" });
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = csvFileName(viewLabel, at);
      link.click();
      URL.revokeObjectURL(link.href);
      setMessage(`Exported ${rows.length} leads of ${viewLabel}.`);
    } catch (error) {
      setMessage(`Export failed: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.actions}>
      <span className={styles.hint}>{deskCopy.actions.selected(leads.length)}</span>
      {ACTIONS.map((action) => {
        const count = leads.filter((lead) => actionFor(lead, now) === action).length;
        return (
          <button
            key={action}
            type="button"
            className={styles.primary}
            disabled={busy || count === 0}
            onClick={() => void run(action)}
          >
            {ACTION_LABELS[action]}
            {count ? ` (${count})` : ""}
          </button>
        );
      })}
      <button
        type="button"
        className={styles.secondary}
        disabled={busy}
        onClick={() => void exportCsv()}
      >
        {deskCopy.actions.exportCsv}
      </button>
      <p role="status" aria-live="polite" className={styles.result} data-testid="action-result">
        {message}
      </p>
    </div>
  );
}
