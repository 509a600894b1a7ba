// Lives in web/scripts/dev/: the developer tools sit beside the build scripts (the top level takes no new folder; tests/ is for tests).
// Recreates emulator-data/, the seed `npm start` imports: leads in every delivery state the
// sales desk shows, and the demo sales account in the Auth emulator. Run it from the repo:
//   node web/scripts/dev/seed-emulator-data.mjs
// It starts the Auth and Firestore emulators (no Functions: nothing may react to the writes,
// so each lead keeps the state written here), runs itself inside them, and exports both to
// emulator-data/ (firestore_export/, auth_export/) on exit, replacing what was there.
//
// The leads are written with the Admin SDK as the functions would have left them (the maps of
// functions/src/shared/delivery.ts, built with its newDelivery), received over the last ten days;
// times are relative to the moment the seed is built. Ids are 20 characters like the brief's,
// derived from the company, so a rebuilt seed keeps every lead's address on the desk.
import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { DEMO_SALES_ACCOUNT } from "./demo-sales-account.mjs";
import { runFirebase } from "./firebase.mjs";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const SEED_DIR = "emulator-data";

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  // Outside the emulators: start them around this same script, then export.
  execSync("npm run --silent build:functions", { cwd: root, stdio: "inherit" });
  rmSync(new URL(`../../../${SEED_DIR}`, import.meta.url), { recursive: true, force: true });
  process.exitCode = await runFirebase([
    "emulators:exec",
    "--only",
    "auth,firestore",
    "--export-on-exit",
    `${root}${SEED_DIR}`,
    `node ${fileURLToPath(import.meta.url)}`,
  ]);
} else {
  await seed();
  process.exit(0);
}

async function seed() {
  const { initializeApp } = await import("firebase-admin/app");
  const { getAuth } = await import("firebase-admin/auth");
  const { Timestamp, getFirestore } = await import("firebase-admin/firestore");
  const { newDelivery } = await import("../../../functions/lib/shared/delivery.js");
  const { LEADS_COLLECTION } = await import("../../../functions/lib/shared/collections.js");

  const projectId = JSON.parse(readFileSync(`${root}.firebaserc`, "utf8")).projects.default;
  const app = initializeApp({ projectId });
  const db = getFirestore(app);

  const { SALES_CLAIMS } = await import("../../../functions/lib/shared/desk-access.js");
  await seedSalesAccount(getAuth(app), SALES_CLAIMS);

  const now = Date.now();
  const ago = (minutes) => new Date(now - minutes * 60_000);
  const HOUR = 60;
  const DAY = 24 * HOUR;
  const leadId = (company) =>
    createHash("sha256")
      .update(company)
      .digest("base64")
      .replace(/[^A-Za-z0-9]/g, "")
      .slice(0, 20);

  // What EmailJS answers, in its own words (functions/src/testing/emailjs-service.ts).
  const OK = { status: 200, text: "OK" };
  const FORBIDDEN = { status: 403, text: "API calls are disabled for non-browser applications" };
  const UNAVAILABLE = { status: 503, text: "Service Unavailable" };
  const QUOTA = {
    status: 426,
    text: "The monthly limit of requests is reached. Upgrade your plan",
  };

  /** A sales e-mail sent `minutes` after the lead came in, in `attempts` tries. */
  const mailed = (at, { attempts = 1, round = 0, reason = "created", ...rest } = {}) =>
    newDelivery({
      state: "SUCCESS",
      attempts,
      round,
      reason,
      queuedAt: at,
      startTime: at,
      endTime: new Date(at.getTime() + 2_000),
      info: OK,
      ...rest,
    });
  const confirmed = (at) => mailed(new Date(at.getTime() + 3_000));

  /** The leads, oldest first. `delivery` and `autoReply` as the functions leave them. */
  const leads = [
    {
      minutesAgo: 9 * DAY + 4 * HOUR,
      fields: {
        companyName: "Lone Star Roasters",
        sloganName: "Coffee worth the drive",
        industry: "Food & beverage",
        keyword: "bold, warm, Texan",
        emailAddress: "maria.lopez@lonestarroasters.com",
        number: "(214) 555-0134",
        plan: "branding-identity",
        source: {
          utmSource: "google",
          utmMedium: "cpc",
          utmCampaign: "dallas-logo-design",
          utmTerm: "coffee brand identity",
          referrer: "https://www.google.com/",
          landingPage: "/logobranding?utm_source=google&utm_medium=cpc",
        },
      },
      delivery: (at) => mailed(at),
      autoReply: confirmed,
    },
    {
      minutesAgo: 8 * DAY + 7 * HOUR,
      fields: {
        companyName: "Trinity Ridge Dental",
        sloganName: "",
        industry: "Healthcare",
        keyword: "calm, trustworthy, modern",
        emailAddress: "office@trinityridgedental.com",
        number: "+1 972-555-0188",
        plan: "website-growth",
        source: { referrer: "https://www.bing.com/", landingPage: "/website" },
      },
      // Failed for good: EmailJS refused calls from a server until the setting was enabled.
      delivery: (at) =>
        newDelivery({
          state: "ERROR",
          attempts: 1,
          queuedAt: at,
          startTime: at,
          endTime: new Date(at.getTime() + 1_500),
          error: FORBIDDEN,
          info: FORBIDDEN,
        }),
    },
    {
      minutesAgo: 7 * DAY + 2 * HOUR,
      fields: {
        companyName: "Deep Ellum Fitness Co.",
        sloganName: "Stronger every Monday",
        industry: "Fitness",
        keyword: "energetic, urban",
        emailAddress: "coach.james@deepellumfit.com",
        number: "469.555.0102",
        plan: "mobile-mvp",
        source: {
          utmSource: "instagram",
          utmMedium: "social",
          utmCampaign: "fall-app-launch",
          referrer: "https://l.instagram.com/",
          landingPage: "/mobile-application",
        },
      },
      // A send that never got an answer, then accepted: may be in the inbox twice.
      delivery: (at) =>
        mailed(at, {
          attempts: 2,
          unansweredAt: new Date(at.getTime() + 1_000),
          startTime: at,
          endTime: new Date(at.getTime() + 24_000),
        }),
      autoReply: confirmed,
    },
    {
      minutesAgo: 6 * DAY + 5 * HOUR,
      fields: {
        companyName: "Bluebonnet Books",
        sloganName: "Stories from the Hill Country",
        industry: "Publishing",
        keyword: "literary, warm, hand-drawn",
        emailAddress: "hello@bluebonnetbooks.com",
        number: "(512) 555-0147",
        plan: "book-publishing",
        source: { referrer: "https://www.facebook.com/", landingPage: "/book-publication" },
      },
      // Retried through a long EmailJS outage until the attempts ran out.
      delivery: (at) =>
        newDelivery({
          state: "ERROR",
          attempts: 36,
          queuedAt: at,
          startTime: at,
          endTime: new Date(at.getTime() + 27 * 60 * 60_000),
          error: UNAVAILABLE,
          info: UNAVAILABLE,
        }),
    },
    {
      minutesAgo: 5 * DAY + 3 * HOUR,
      fields: {
        companyName: "Pecan Street Bakery",
        sloganName: "Baked before sunrise",
        industry: "Food & beverage",
        keyword: "friendly, rustic, local",
        emailAddress: "orders@pecanstreetbakery.com",
        number: "(210) 555-0163",
        plan: "logo-professional",
        source: {
          utmSource: "google",
          utmMedium: "organic",
          referrer: "https://www.google.com/",
          landingPage: "/pricing",
        },
      },
      delivery: (at) => mailed(at),
      autoReply: confirmed,
    },
    {
      minutesAgo: 5 * DAY + 3 * HOUR - 12,
      fields: {
        companyName: "Pecan Street Bakery",
        sloganName: "Baked before sunrise",
        industry: "Food & beverage",
        keyword: "friendly, rustic, local",
        emailAddress: "orders@pecanstreetbakery.com",
        number: "(210) 555-0163",
        plan: "logo-professional",
        source: { landingPage: "/pricing" },
      },
      id: "Pecan Street Bakery (again)",
      // The same brief twelve minutes later: folded into the first, not mailed.
      delivery: (at) =>
        newDelivery({
          state: "DUPLICATE",
          queuedAt: at,
          startTime: at,
          endTime: new Date(at.getTime() + 800),
          duplicateOf: leadId("Pecan Street Bakery"),
        }),
    },
    {
      minutesAgo: 4 * DAY + 6 * HOUR,
      fields: {
        companyName: "Gulf Coast Marine Supply",
        sloganName: "",
        industry: "Retail",
        keyword: "nautical, dependable",
        emailAddress: "purchasing@gulfcoastmarine.com",
        number: "(409) 555-0121",
        plan: "amazon-store-launch",
        source: {
          utmSource: "newsletter",
          utmMedium: "email",
          utmCampaign: "amazon-q4",
          landingPage: "/amazon-marketing",
        },
      },
      // EmailJS's monthly quota ran out: held until a person releases it.
      delivery: (at) =>
        newDelivery({
          state: "HELD",
          heldFor: "quota",
          attempts: 1,
          queuedAt: at,
          startTime: at,
          endTime: new Date(at.getTime() + 1_200),
          error: QUOTA,
          info: QUOTA,
        }),
    },
    {
      minutesAgo: 3 * DAY + 2 * HOUR,
      fields: {
        companyName: "Magnolia & Pine Interiors",
        sloganName: "Rooms that feel like home",
        industry: "Interior design",
        keyword: "elegant, soft, southern",
        emailAddress: "studio@magnoliapine.design",
        number: "(713) 555-0179",
        plan: "branding-essentials",
        source: {
          utmSource: "pinterest",
          utmMedium: "social",
          referrer: "https://www.pinterest.com/",
          landingPage: "/logobranding",
        },
      },
      // Released from a hold by the desk: mailed, no confirmation (the relay guard).
      delivery: (at) =>
        mailed(new Date(at.getTime() + 50 * 60_000), {
          round: 1,
          reason: "replay",
          heldFor: "budget",
        }),
      autoReply: (at) =>
        newDelivery({
          state: "DECLINED",
          info: {
            status: 0,
            text: "Confirmation not sent: the lead was held: a flood or the quota, released by a person",
          },
          endTime: new Date(at.getTime() + 50 * 60_000 + 3_000),
        }),
      deskActions: (at) => [
        {
          action: "release",
          byEmail: DEMO_SALES_ACCOUNT.email,
          byUid: DEMO_SALES_ACCOUNT.uid,
          at: new Date(at.getTime() + 50 * 60_000),
        },
      ],
    },
    {
      minutesAgo: 2 * DAY + 9 * HOUR,
      fields: {
        companyName: "Rio Grande Law Group",
        sloganName: "",
        industry: "Legal services",
        keyword: "serious, established, bilingual",
        emailAddress: "intake@riograndelaw.com",
        number: "(956) 555-0110",
        plan: "seo-local",
        source: {
          utmSource: "google",
          utmMedium: "cpc",
          utmCampaign: "local-seo-texas",
          utmTerm: "law firm seo",
          utmContent: "ad-variant-a",
          referrer: "https://www.google.com/",
          landingPage: "/seo-sem-services-company-usa?utm_source=google&utm_medium=cpc",
        },
      },
      delivery: (at) => mailed(at),
      autoReply: confirmed,
    },
    {
      minutesAgo: 2 * DAY + 8 * HOUR,
      fields: {
        companyName: "Rio Grande Law Group",
        sloganName: "",
        industry: "Legal services",
        keyword: "serious, established, bilingual, Spanish site too",
        emailAddress: "intake@riograndelaw.com",
        number: "(956) 555-0110",
        plan: "seo-search-ads",
        source: { landingPage: "/pricing" },
      },
      id: "Rio Grande Law Group (update)",
      // An updated brief from the same address an hour later: mailed; no second confirmation.
      delivery: (at) => mailed(at),
      autoReply: (at) =>
        newDelivery({
          state: "DECLINED",
          info: {
            status: 0,
            text: `Confirmation not sent: this address was confirmed within 24 hours (lead ${leadId("Rio Grande Law Group")})`,
          },
          endTime: new Date(at.getTime() + 3_000),
        }),
    },
    {
      minutesAgo: DAY + 5 * HOUR,
      fields: {
        companyName: "Hill Country Vineyards",
        sloganName: "Sip slow",
        industry: "Wine & hospitality",
        keyword: "earthy, premium, relaxed",
        emailAddress: "events@hillcountryvines.com",
        number: "(830) 555-0155",
        plan: "video-explainer-60",
        source: { referrer: "https://www.youtube.com/", landingPage: "/" },
      },
      // A flood of leads used up the hourly budget: held, alerted, waiting for Release.
      delivery: (at) =>
        newDelivery({
          state: "HELD",
          heldFor: "budget",
          queuedAt: at,
          startTime: at,
          endTime: new Date(at.getTime() + 600),
        }),
    },
    {
      minutesAgo: DAY + 5 * HOUR - 1,
      fields: {
        companyName: "Alamo Heights Pediatrics",
        sloganName: "",
        industry: "Healthcare",
        keyword: "gentle, colourful, reassuring",
        emailAddress: "admin@alamoheightspeds.com",
        number: "(210) 555-0191",
        source: { referrer: "https://www.youtube.com/", landingPage: "/" },
      },
      delivery: (at) =>
        newDelivery({
          state: "HELD",
          heldFor: "budget",
          queuedAt: at,
          startTime: at,
          endTime: new Date(at.getTime() + 700),
        }),
    },
    {
      minutesAgo: 20 * HOUR,
      fields: {
        companyName: "Big Thicket Outfitters",
        sloganName: "Gear for the backwoods",
        industry: "Outdoor retail",
        keyword: "rugged, green, trustworthy",
        emailAddress: "sam@bigthicketoutfitters.com",
        number: "(936) 555-0138",
        plan: "website-commerce",
        source: {
          utmSource: "facebook",
          utmMedium: "paid-social",
          utmCampaign: "ecommerce-retarget",
          referrer: "https://m.facebook.com/",
          landingPage: "/website",
        },
      },
      // In the emulators without EmailJS: kept unmailed (npm start's usual outcome).
      delivery: (at) =>
        newDelivery({
          state: "SKIPPED",
          queuedAt: at,
          startTime: at,
          endTime: new Date(at.getTime() + 400),
          info: {
            status: 0,
            text: "EmailJS is not configured: EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID missing",
          },
        }),
    },
    {
      minutesAgo: 6 * HOUR,
      fields: {
        companyName: "Fort Worth Stockyards Saddlery",
        sloganName: "Handmade since 1962",
        industry: "Leather goods",
        keyword: "heritage, craft, western",
        emailAddress: "shop@stockyardssaddlery.com",
        number: "(817) 555-0170",
        plan: "amazon-listing",
        source: { utmSource: "chatgpt.com", referrer: "https://chatgpt.com/", landingPage: "/" },
      },
      delivery: (at) => mailed(at),
      autoReply: confirmed,
    },
    {
      minutesAgo: 3 * HOUR,
      fields: {
        companyName: "Prairie Wind Solar",
        sloganName: "Power from the Panhandle",
        industry: "Renewable energy",
        keyword: "clean, bright, technical",
        emailAddress: "marketing@prairiewindsolar.com",
        number: "(806) 555-0149",
        plan: "branding-system",
        source: {
          utmSource: "linkedin",
          utmMedium: "paid-social",
          utmCampaign: "b2b-branding",
          referrer: "https://www.linkedin.com/",
          landingPage: "/logobranding",
        },
      },
      // Retrying through an outage, and its retry is overdue: the task behind it is lost.
      delivery: (at) =>
        newDelivery({
          state: "RETRY",
          attempts: 4,
          queuedAt: at,
          startTime: at,
          nextAttemptAt: ago(2 * HOUR),
          error: UNAVAILABLE,
          info: UNAVAILABLE,
        }),
    },
    {
      minutesAgo: 95,
      fields: {
        companyName: "Galveston Bay Charters",
        sloganName: "",
        industry: "Tourism",
        keyword: "sunny, adventurous",
        emailAddress: "captain.rick@galvestonbaycharters.com",
        number: "(409) 555-0186",
        plan: "website-launch",
        source: { referrer: "https://duckduckgo.com/", landingPage: "/website" },
      },
      // Received, but the trigger never ran: no delivery map at all.
    },
    {
      minutesAgo: 70,
      fields: {
        companyName: "Cypress Creek Veterinary",
        sloganName: "Family care for every paw",
        industry: "Veterinary",
        keyword: "caring, playful, clean",
        emailAddress: "frontdesk@cypresscreekvet.com",
        number: "(281) 555-0133",
        plan: "seo-audit",
        source: {
          utmSource: "google",
          utmMedium: "cpc",
          utmCampaign: "seo-audit-houston",
          referrer: "https://www.google.com/",
          landingPage: "/seo-sem-services-company-usa",
        },
      },
      // Queued over an hour ago; its task never ran.
      delivery: (at) => newDelivery({ state: "QUEUED", queuedAt: at }),
    },
    {
      minutesAgo: 45,
      fields: {
        companyName: "Llano Estacado Wind Farms",
        sloganName: "",
        industry: "Energy",
        keyword: "bold, modern, open",
        emailAddress: "comms@llanowind.com",
        number: "(432) 555-0128",
        plan: "video-series",
        source: { landingPage: "/" },
      },
      // A task took it and never finished: its lease lapsed mid-send.
      delivery: (at) =>
        newDelivery({
          state: "PROCESSING",
          attempts: 1,
          queuedAt: at,
          startTime: new Date(at.getTime() + 1_000),
          leaseExpireTime: new Date(at.getTime() + 91_000),
        }),
    },
    {
      minutesAgo: 12,
      fields: {
        companyName: "Marfa Light Gallery",
        sloganName: "Art under open skies",
        industry: "Art gallery",
        keyword: "minimal, desert, luminous",
        emailAddress: "curator@marfalightgallery.art",
        number: "(432) 555-0166",
        plan: "website-growth",
        source: {
          utmSource: "google",
          utmMedium: "cpc",
          utmCampaign: "gallery-websites",
          referrer: "https://www.google.com/",
          landingPage: "/website?utm_source=google&utm_medium=cpc",
        },
      },
      // EmailJS was down: Cloud Tasks tries again shortly.
      delivery: (at) =>
        newDelivery({
          state: "RETRY",
          attempts: 2,
          queuedAt: at,
          startTime: at,
          nextAttemptAt: new Date(now + 8 * 60_000),
          error: UNAVAILABLE,
          info: UNAVAILABLE,
        }),
    },
    {
      minutesAgo: 2,
      fields: {
        companyName: "Austin Tiny Homes",
        sloganName: "Live big, build small",
        industry: "Construction",
        keyword: "smart, sustainable, friendly",
        emailAddress: "build@austintinyhomes.com",
        number: "(737) 555-0152",
        plan: "logo-business",
        source: {
          utmSource: "google",
          utmMedium: "organic",
          referrer: "https://www.google.com/",
          landingPage: "/about",
        },
      },
      delivery: (at) => mailed(at),
      autoReply: confirmed,
    },
  ];

  // Dates become Timestamps at any depth (the functions store Timestamps).
  const stored = (value) =>
    value instanceof Date
      ? Timestamp.fromDate(value)
      : Array.isArray(value)
        ? value.map(stored)
        : value && typeof value === "object"
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stored(v)]))
          : value;

  const counts = {};
  for (const lead of leads) {
    const at = ago(lead.minutesAgo);
    const id = leadId(lead.id ?? lead.fields.companyName);
    const delivery = lead.delivery?.(at);
    await db.doc(`${LEADS_COLLECTION}/${id}`).create(
      stored({
        ...lead.fields,
        createdAt: at,
        ...(delivery && { delivery }),
        ...(lead.autoReply && { autoReply: lead.autoReply(at) }),
        ...(lead.deskActions && { deskActions: lead.deskActions(at) }),
      }),
    );
    const state = delivery
      ? delivery.state + (delivery.heldFor ? ` (${delivery.heldFor})` : "")
      : "none";
    counts[state] = (counts[state] ?? 0) + 1;
    console.log(`${id}  ${state.padEnd(16)} ${lead.fields.companyName}`);
  }
  console.log(`${leads.length} leads:`, counts);
}

/** The demo salesperson, as a Google sign-in leaves the account, with the claim granted. */
async function seedSalesAccount(auth, claims) {
  const { uid, email, displayName, googleId } = DEMO_SALES_ACCOUNT;
  const result = await auth.importUsers([
    {
      uid,
      email,
      displayName,
      emailVerified: true,
      customClaims: claims,
      providerData: [{ uid: googleId, email, displayName, providerId: "google.com" }],
    },
  ]);
  if (result.failureCount > 0)
    throw new Error(`The demo account was not created: ${result.errors[0]?.error.message}`);
  const user = await auth.getUser(uid);
  console.log(`${email}: ${JSON.stringify(user.customClaims)}, signs in with Google`);
}
