// The log lines the emulated functions write, as the Logging emulator streams them over a
// WebSocket (firebase.json's emulators.logging; with-emulators.mjs starts it): on connecting,
// every line since the emulators started, then each new one as it is written.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

interface Socket {
  on(event: "open", listener: () => void): Socket;
  on(event: "message", listener: (data: unknown) => void): Socket;
  on(event: "error", listener: (error: Error) => void): Socket;
  close(): void;
}
// `ws` comes with firebase-tools (the Logging emulator's own server); Node 20 has no
// WebSocket client without a flag.
const WebSocket = createRequire(import.meta.url)("ws") as new (url: string) => Socket;

const { host, port } = (
  JSON.parse(
    readFileSync(fileURLToPath(new URL("../../firebase.json", import.meta.url)), "utf8"),
  ) as { emulators: { logging: { host: string; port: number } } }
).emulators.logging;

/** One structured line a function wrote (firebase-functions' logger: one JSON object). */
export type FunctionLogEntry = Record<string, unknown>;

/** Follows the emulated functions' structured log lines from the emulators' start. */
export async function watchFunctionLogs(): Promise<{ entries: FunctionLogEntry[]; close(): void }> {
  const socket = new WebSocket(`ws://${host}:${port}`);
  const entries: FunctionLogEntry[] = [];
  socket.on("message", (data) => {
    // A function's own output is labelled USER and parsed into `data.user` when it is JSON.
    const bundle = JSON.parse(String(data)) as { data?: { user?: unknown } };
    const user = bundle.data?.user;
    if (user && typeof user === "object") entries.push(user as FunctionLogEntry);
  });
  await new Promise<void>((resolve, reject) => {
    socket.on("open", resolve);
    socket.on("error", reject);
  });
  return { entries, close: () => socket.close() };
}
