// The mail queue: Cloud Tasks, through the task-queue function `sendLeadMail`. Cloud Tasks
// paces the sends (rate limit), retries failures with back-off, and refuses a second task
// with the same id, which is what makes a duplicate trigger event harmless.
import { getFunctions } from "firebase-admin/functions";

/** The account the Admin SDK signs tasks with in the emulators (its own default). */
export const EMULATED_TASKS_ACCOUNT = "emulated-service-acct@email.com";

/** The task-queue function's name: the queue is named after it. */
export const MAIL_QUEUE_FUNCTION = "sendLeadMail";

/** What one task carries: the lead, which round of queueing it belongs to, and which e-mail. */
export interface MailTask {
  leadId: string;
  round: number;
  /**
   * Absent: the sales e-mail. "autoReply": the confirmation to the prospect. "payment": the
   * note to sales that the lead paid (queued once, when the lead first becomes PAID).
   */
  kind?: "autoReply" | "payment";
}

export interface MailQueue {
  /** Adds the task under `taskId`; "exists" when a task with that id was already added. */
  enqueue(
    task: MailTask,
    taskId: string,
    options?: { delaySeconds?: number },
  ): Promise<"queued" | "exists">;
}

/**
 * The task id for a lead's round: derived from the lead id, so the same round can only ever
 * be queued once. A re-queue (watchdog, replay) takes the next round, since Cloud Tasks keeps
 * a used id reserved for a while after its task ended (the emulator, for good).
 */
export function taskIdFor(leadId: string, round: number): string {
  // Task ids allow letters, digits, - and _. Lead ids are 20 of [A-Za-z0-9] (the browser's) or
  // Firestore's auto ids; anything else is replaced, and the id stays unique per lead enough
  // for that rare case because the claim, not the id, guarantees one send.
  const safe = leadId.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 400);
  return `lead-${safe}-${round}`;
}

/**
 * The task id of a lead's auto-reply: one per lead (a lead is mailed to sales once, so it
 * replies once), and a further round only when EmailJS said "too early" (429) to a round.
 */
export const autoReplyTaskId = (leadId: string, round = 0): string =>
  `${taskIdFor(leadId, 0)}-reply${round > 0 ? `-${round}` : ""}`;

/** The task id of a lead's payment note to sales: one per lead (a lead is paid once). */
export const paymentMailTaskId = (leadId: string, round = 0): string =>
  `${taskIdFor(leadId, 0)}-payment${round > 0 ? `-${round}` : ""}`;

/** The real queue, through the Admin SDK (in the emulators it reaches the Tasks emulator). */
export function cloudTasksQueue(): MailQueue {
  const queue = getFunctions().taskQueue<MailTask>(MAIL_QUEUE_FUNCTION);
  return {
    async enqueue(task, taskId, options = {}) {
      try {
        await queue.enqueue(task, {
          id: taskId,
          ...(options.delaySeconds && { scheduleDelaySeconds: options.delaySeconds }),
        });
        return "queued";
      } catch (error) {
        if ((error as { code?: string }).code === "functions/task-already-exists") return "exists";
        throw error;
      }
    },
  };
}
