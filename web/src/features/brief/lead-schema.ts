// The shared lead schema (functions/src/shared/lead.ts), for the browser: zod is switched to jitless
// mode before the schema is built. Brief code imports the schema from here, never from "@lead".
import "./zod-jitless";

export * from "@lead";
