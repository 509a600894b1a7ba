// The one way tests build the mail handlers' dependencies (unit tests with fakes, chain tests
// against the emulators): every dependency in-memory, so a test names only what it watches.
import type { AutoReplyDeps } from "../mail/send-auto-reply.js";
import type { SalesMailDeps } from "../mail/send-sales-mail.js";
import {
  fakeAlertGate,
  fakeBudget,
  fakeClock,
  fakeConfirmations,
  fakeHistory,
  fakeLeadStore,
  fakeQueue,
  fakeQuota,
  fakeTransport,
  recordingLogs,
} from "./fakes.js";
import { DEFAULT_TEST_POLICY } from "./policy.js";

/** What either mail handler takes: the sales mail's and the confirmation's dependencies. */
export type TestMailDeps = SalesMailDeps & AutoReplyDeps;

/** The mail handlers' dependencies, each an in-memory fake unless `overrides` names it. */
export function testMailDeps(overrides: Partial<TestMailDeps> = {}): TestMailDeps {
  return {
    store: fakeLeadStore().store,
    mail: { transport: fakeTransport().transport },
    autoReplyTemplateId: undefined,
    queue: fakeQueue().queue,
    history: fakeHistory().history,
    budget: fakeBudget().budget,
    quota: fakeQuota().quota,
    confirmations: fakeConfirmations().confirmations,
    alerts: fakeAlertGate().alerts,
    siteOrigin: "https://brandvista.studio",
    emulator: false,
    policy: DEFAULT_TEST_POLICY,
    clock: fakeClock().clock,
    logs: recordingLogs().logs,
    ...overrides,
  };
}
