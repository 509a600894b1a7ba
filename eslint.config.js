import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// The site's layers (docs/site.md, "Folders of web/src"): each may import only the layers below it.
// app (and the root files: root.tsx, routes.ts, entry.*) → pages → features → components →
// content and lib. A feature uses another feature only through that feature's index.ts.
const src = "./web/src";
const folders = (layer) =>
  readdirSync(new URL(`web/src/${layer}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = folders("features");
const appFiles = [
  `${src}/app`,
  `${src}/root.tsx`,
  `${src}/routes.ts`,
  `${src}/entry.client.tsx`,
  `${src}/entry.server.tsx`,
];
const layerNames = (paths) => [...new Set(paths.map((path) => path.split("/")[3]))];
const below = (layer, above) => ({
  target: `${src}/${layer}`,
  from: above,
  message: `${layer}/ may not import from ${layerNames(above).join(", ")} (the layers above it; docs/site.md).`,
});
const layerZones = [
  below("pages", appFiles),
  below("features", [...appFiles, `${src}/pages`]),
  below("components", [...appFiles, `${src}/pages`, `${src}/features`]),
  below("content", [...appFiles, `${src}/pages`, `${src}/features`, `${src}/components`]),
  below("lib", [...appFiles, `${src}/pages`, `${src}/features`, `${src}/components`]),
  ...features.map((feature) => ({
    target: `${src}/features/${feature}`,
    from: `${src}/features`,
    except: [
      `./${feature}`,
      ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
    ],
    message: "A feature uses another feature only through that feature's index.ts.",
  })),
  ...folders("pages").map((page) => ({
    target: `${src}/pages/${page}`,
    from: `${src}/pages`,
    except: [`./${page}`],
    message: "A page does not import another page's files: move the shared part to components/.",
  })),
];

const siteZones = [
  ...layerZones,
  {
    target: src,
    from: "./functions/src",
    except: ["./shared"],
    message: "The site imports only functions/src/shared (browser-safe); the rest is the server's.",
  },
];

// The sales desk, an app of its own (web/desk; docs/desk.md, "Its folders"): one folder
// ("room") per thing a salesperson does, the pieces every room shares at its top. A room, and
// the desk's route modules (pages/), use another room only through its index.ts; tests may
// reach inside any room (their own block below). From the site it takes only the shared
// components, content, styles and lib; the site imports nothing of the desk.
const deskDir = "./web/desk";
const deskRooms = readdirSync(new URL("web/desk", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !/^(\.|pages$|public$)/.test(entry.name))
  .map((entry) => entry.name);
// A room's second entry: the chunk of the Firebase SDKs the session loads lazily (data/desk-sdk.ts).
const DESK_LAZY_ENTRIES = { data: ["./desk-sdk.ts"] };
const deskRoomZones = [...deskRooms, "pages"].flatMap((room) =>
  deskRooms
    .filter((other) => other !== room)
    .map((other) => ({
      target: `${deskDir}/${room}`,
      from: `${deskDir}/${other}`,
      except: ["./index.ts", ...(DESK_LAZY_ENTRIES[other] ?? [])],
      message: `The desk's ${room}/ uses ${other}/ only through its index.ts (docs/desk.md).`,
    })),
);
const deskAppZones = [
  {
    target: deskDir,
    from: src,
    except: ["./components", "./content", "./lib", "./styles"],
    message: "The desk takes from the site only its components, content, styles and lib.",
  },
  {
    target: deskDir,
    from: "./functions/src",
    except: ["./shared"],
    message: "The desk imports only functions/src/shared (browser-safe); the rest is the server's.",
  },
  {
    target: src,
    from: deskDir,
    message: "The site imports nothing of the desk (an app of its own, web/desk).",
  },
];

// The product's package list names react-router-dom: the site's router imports come from it
// (in v7 it re-exports react-router). Types may still come from react-router.
const REACT_ROUTER_DOM = {
  name: "react-router",
  message: "Import the router from react-router-dom (the package the product names).",
  allowTypeImports: true,
};

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "web/build/**",
      "web/build-test/**",
      "web/.react-router/**",
      "web/desk/.react-router/**",
      "functions/lib/**",
      "functions/mail-templates/build/**",
      "emulator-data/**",
      "bench-results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx,js}", "web/desk/**/*.{ts,tsx,js}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [...siteZones, ...deskAppZones, ...deskRoomZones],
        },
      ],
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [REACT_ROUTER_DOM] }],
      // Browser globals named like a local: a component once read `history.length` (the tab's
      // session history, always ≥ 1) for a payment's history that was no longer in scope.
      "no-restricted-globals": [
        "error",
        ...["history", "name", "status", "event", "length", "parent", "top", "close", "open"].map(
          (name) => ({ name, message: `Write window.${name} if the browser's is meant.` }),
        ),
      ],
    },
  },
  {
    // The desk talks to Firebase only from its data room (and its tests may reach Firebase to
    // set up their case); the rest of the desk may name the SDKs' types.
    files: ["web/desk/**/*.{ts,tsx}"],
    ignores: ["web/desk/data/**", "web/desk/**/*.{test,fixture}.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [REACT_ROUTER_DOM],
          patterns: [
            {
              group: ["firebase", "firebase/*", "@firebase/*"],
              message: "The desk reaches Firebase only through its data room (web/desk/data).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // A test (and its fixtures) may reach into any of the desk's rooms: it tests their insides.
    files: ["web/desk/**/*.{test,fixture}.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...siteZones, ...deskAppZones] }],
    },
  },
  {
    // functions/src/shared is the site's as much as the server's: nothing in it may need Node,
    // the Admin SDK or the functions runtime, nor reach into the server-only folders.
    files: ["functions/src/shared/**/*.ts"],
    ignores: ["functions/src/shared/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "firebase-admin",
                "firebase-admin/*",
                "firebase-functions",
                "firebase-functions/*",
              ],
              message: "functions/src/shared is loaded by the browser: no server SDK here.",
            },
            {
              regex: "^node:",
              message: "functions/src/shared is loaded by the browser: no Node built-ins here.",
            },
            {
              group: ["../*"],
              message: "functions/src/shared imports only itself (the site loads it).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        setTimeout: "readonly",
      },
    },
  },
);
