// The queueing dependencies as deployed: Firestore, the Cloud Tasks queue, the wall clock and
// Cloud Logging. The trigger, the replay, the watchdog and the desk's actions all queue
// through queue-lead.ts with these.
import { getFirestore } from "firebase-admin/firestore";
import { functionsLogs } from "../platform/logs.js";
import { cloudTasksQueue } from "../platform/task-queue.js";
import { wallClock } from "../platform/clock.js";
import { firestoreLeadStore } from "./lead-store.js";
import type { QueueLeadDeps } from "./queue-lead.js";

export function liveQueueDeps(): QueueLeadDeps {
  return {
    store: firestoreLeadStore(getFirestore()),
    queue: cloudTasksQueue(),
    clock: wallClock,
    logs: functionsLogs,
  };
}
