// Recreates emulator-data/ (the seed `npm start` imports): three leads as the brief form writes
// them, mailed by notifyLead to the EmailJS stand-in (two accepted, one refused with 403), then
// exported. The export replaces the whole folder, which is why this script lives here.
//   flock /tmp/brandvista-emulators.lock node tests/support/with-emulators.mjs \
//     --export emulator-data -- node tests/support/seed-emulator-data.mjs
import { initializeApp } from "firebase/app";
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  getFirestore,
  serverTimestamp,
} from "firebase/firestore";
import { initializeApp as initializeAdmin } from "firebase-admin/app";
import { getFirestore as getAdminFirestore } from "firebase-admin/firestore";
import { readFileSync } from "node:fs";
import { runnerImport } from "vite";

const LEADS = [
  {
    companyName: "Lone Star Roasters",
    sloganName: "Coffee worth the drive",
    industry: "Food & beverage",
    keyword: "bold, warm, Texan",
    emailAddress: "maria.lopez@lonestarroasters.com",
    number: "(214) 555-0134",
  },
  {
    companyName: "Trinity Ridge Dental",
    sloganName: "",
    industry: "Healthcare",
    keyword: "calm, trustworthy, modern",
    emailAddress: "office@trinityridgedental.com",
    number: "+1 972-555-0188",
  },
  {
    companyName: "Deep Ellum Fitness Co.",
    sloganName: "Stronger every Monday",
    industry: "Fitness",
    keyword: "energetic, urban",
    emailAddress: "coach.james@deepellumfit.com",
    number: "469.555.0102",
  },
];
// What the stand-in answers, lead by lead: the third shows a lead whose mail failed.
const ANSWERS = [
  { status: 200, text: "OK" },
  { status: 200, text: "OK" },
  { status: 403, text: "API calls are disabled for non-browser applications" },
];

const [host, port] = process.env.FIRESTORE_EMULATOR_HOST.split(":");
const projectId = JSON.parse(readFileSync(new URL("../../.firebaserc", import.meta.url), "utf8"))
  .projects.default;
// The stand-in is TypeScript; Vite's module runner loads it without a build step.
const { module } = await runnerImport(new URL("./emailjs-stand-in.ts", import.meta.url).pathname, {
  configFile: false,
  logLevel: "error",
});
const standIn = await module.startEmailJsStandIn();
const client = getFirestore(initializeApp({ projectId, apiKey: "demo-key" }));
connectFirestoreEmulator(client, host, Number(port));
const admin = getAdminFirestore(initializeAdmin({ projectId }));

for (const [index, lead] of LEADS.entries()) {
  standIn.respondWith(ANSWERS[index]);
  const ref = await addDoc(collection(client, "formData"), {
    ...lead,
    createdAt: serverTimestamp(),
  });
  for (;;) {
    const state = (await admin.doc(`formData/${ref.id}`).get()).get("delivery.state");
    if (["SUCCESS", "ERROR", "SKIPPED"].includes(state)) {
      console.log(`${lead.companyName}: ${state}`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
await standIn.close();
process.exit(0);
