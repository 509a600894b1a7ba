// The mail queue: Cloud Tasks, through the task-queue function `sendLeadMail`. Cloud Tasks
// paces the sends (rate limit), retries failures with back-off, and refuses a second task
// with the same id, which is what makes a duplicate trigger event harmless.
import { getFunctions } from "firebase-admin/functions";
import type { QueueReason } from "../shared/delivery.js";
import { SEND_LEAD_MAIL_FUNCTION } from "../shared/function-names.js";
import { MAIL_KINDS, type MailKind } from "../shared/mail-kinds.js";
import type { Logs } from "./logs.js";

/** The account the Admin SDK signs tasks with in the emulators (its own default). */
export const EMULATED_TASKS_ACCOUNT = "emulated-service-acct@email.com";

/** The task-queue function's name: the queue is named after it. */
export const MAIL_QUEUE_FUNCTION = SEND_LEAD_MAIL_FUNCTION;

/**
 * What one task carries: the lead, which round of queueing it belongs to, and which e-mail
 * (`kind`: its MAIL_KINDS entry's `taskKind`, absent for the sales e-mail; mailKindOf reads it).
 */
export interface MailTask {
  leadId: string;
  round: number;
  kind?: string;
  /** For a per-change kind (MAIL_KINDS perChange): the payment history key it is about. */
  change?: string;
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
 * The one place that queues a task: the lead's `kind` of e-mail in `round`, under the id its
 * MAIL_KINDS entry derives (so a second task for the same e-mail and round is refused), with
 * its log line. The trigger, the watchdog, the replay and the desk (leads/queue-lead.ts), the
 * sales e-mail queueing the confirmation, a 429 putting a send back (mail/) and the payment
 * step (payments/) all come through here. The caller records QUEUED on the lead first.
 */
export async function queueMail(
  kind: MailKind,
  task: { leadId: string; round: number; change?: string },
  reason: QueueReason,
  deps: { queue: MailQueue; logs: Logs },
  options: { delaySeconds?: number } = {},
): Promise<{ taskId: string; added: "queued" | "exists" }> {
  const { leadId, round, change } = task;
  const taskId = MAIL_KINDS[kind].taskId(leadId, round, change);
  const { taskKind } = MAIL_KINDS[kind];
  const data: MailTask = {
    leadId,
    round,
    ...(taskKind !== undefined && { kind: taskKind }),
    ...(change !== undefined && { change }),
  };
  const added = await deps.queue.enqueue(data, taskId, options);
  if (added === "exists") deps.logs.alreadyQueued(leadId, taskId);
  else deps.logs.queued(leadId, round, reason, taskId);
  return { taskId, added };
}

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
