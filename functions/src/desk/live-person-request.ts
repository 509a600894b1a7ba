// The data-request callables as deployed: Firestore through the Admin SDK, the caller's
// current claims from Firebase Auth, logs through the Cloud Functions logger (index.ts wires
// them as `deskFindPerson` and `deskErasePerson`).
import { getFirestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { wallClock } from "../platform/clock.js";
import type { ErasePersonResponse, PersonRecords } from "../shared/person-data.js";
import type { DeskActionCall } from "./desk-action.js";
import { currentClaims } from "./live-desk-action.js";
import { runErasePerson, runFindPerson, type PersonRequestDeps } from "./person-request.js";
import { firestorePersonStore } from "./person-store.js";

function deps(): PersonRequestDeps {
  return {
    store: firestorePersonStore(getFirestore()),
    clock: wallClock,
    currentClaims,
    log: (event, fields) =>
      event === "denied"
        ? logger.warn("sales desk: data request refused, the caller has no sales claim", fields)
        : logger.info(`sales desk: data request, ${event}`, fields),
  };
}

export function handleFindPerson(request: DeskActionCall): Promise<PersonRecords> {
  return runFindPerson(request, deps());
}

export function handleErasePerson(request: DeskActionCall): Promise<ErasePersonResponse> {
  return runErasePerson(request, deps());
}
