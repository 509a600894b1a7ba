// Lives in web/scripts/dev/: the developer tools sit beside the build scripts (the top level takes no new folder; tests/ is for tests).
// Finds a Firestore emulator that firebase-tools can run, without a network if need be.
//
// Order: an explicit FIRESTORE_EMULATOR_BINARY_PATH; the jar firebase-tools already cached;
// the jar of Debian's/Google's `google-cloud-cli-firestore-emulator` package, wrapped in a
// manifest-only jar (the gcloud jar has no Main-Class, and firebase-tools runs
// `java -jar <path>`); otherwise firebase-tools downloads its own copy (needs internet).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = fileURLToPath(new URL("../../..", import.meta.url));
const MAIN_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";
const GCLOUD_JAR_CANDIDATES = [
  "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar",
  "/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar",
  join(
    homedir(),
    "google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar",
  ),
];

function hasCommand(command, args = ["-version"]) {
  try {
    execFileSync(command, args, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** The jar name firebase-tools would download into its cache, e.g. cloud-firestore-emulator-v1.19.8.jar. */
function firebaseToolsCachedJar() {
  const require = createRequire(join(projectRoot, "package.json"));
  const infoPath = join(
    dirname(require.resolve("firebase-tools/package.json")),
    "lib/emulator/downloadableEmulatorInfo.json",
  );
  const info = JSON.parse(readFileSync(infoPath, "utf8"));
  const cacheDir =
    process.env.FIREBASE_EMULATORS_PATH || join(homedir(), ".cache", "firebase", "emulators");
  return join(cacheDir, info.firestore.downloadPathRelativeToCacheDir);
}

function gcloudJar() {
  const fromEnv = process.env.GCLOUD_FIRESTORE_EMULATOR_JAR;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const candidate of GCLOUD_JAR_CANDIDATES) if (existsSync(candidate)) return candidate;
  try {
    const listed = execFileSync("dpkg", ["-L", "google-cloud-cli-firestore-emulator"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return listed.split("\n").find((line) => line.endsWith("cloud-firestore-emulator.jar"));
  } catch {
    return undefined;
  }
}

/** Writes (once) a jar whose manifest only names the gcloud jar's main class and class path. */
function wrapperJarFor(jarPath) {
  const outDir = join(projectRoot, "node_modules", ".cache", "firestore-emulator");
  const wrapper = join(outDir, "firestore-emulator-wrapper.jar");
  const manifest = join(outDir, "MANIFEST.MF");
  const manifestText = `Manifest-Version: 1.0\nMain-Class: ${MAIN_CLASS}\nClass-Path: file:${jarPath}\n`;
  if (
    existsSync(wrapper) &&
    existsSync(manifest) &&
    readFileSync(manifest, "utf8") === manifestText
  ) {
    return wrapper;
  }
  mkdirSync(outDir, { recursive: true });
  writeFileSync(manifest, manifestText);
  execFileSync("jar", ["--create", "--file", wrapper, "--manifest", manifest], {
    stdio: "inherit",
  });
  return wrapper;
}

/**
 * Returns the environment variables firebase-tools needs to start the Firestore emulator,
 * or throws an Error whose message says what to install.
 */
export function firestoreEmulatorEnv() {
  if (!hasCommand("java")) {
    throw new Error(
      "The Firestore emulator needs a Java runtime (JDK 21 recommended; 17 works with the " +
        "pinned firebase-tools 14.27). Install one, e.g. `apt-get install openjdk-17-jre-headless`.",
    );
  }
  const explicit = process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (explicit) {
    if (!existsSync(explicit)) {
      throw new Error(
        `FIRESTORE_EMULATOR_BINARY_PATH points at ${explicit}, which does not exist.`,
      );
    }
    return {};
  }
  if (existsSync(firebaseToolsCachedJar())) return {};
  const jar = gcloudJar();
  if (jar) {
    if (!hasCommand("jar", ["--version"])) {
      throw new Error(
        `Found the gcloud Firestore emulator at ${jar}, but wrapping it needs the JDK's \`jar\` tool. Install a full JDK.`,
      );
    }
    return { FIRESTORE_EMULATOR_BINARY_PATH: wrapperJarFor(jar) };
  }
  if (process.env.FIRESTORE_EMULATOR_OFFLINE === "1") {
    throw new Error(
      "No Firestore emulator found and downloads are off. Install the " +
        "`google-cloud-cli-firestore-emulator` package (Google Cloud SDK) or run once with " +
        "internet so firebase-tools can cache its emulator.",
    );
  }
  // A normal laptop with internet: firebase-tools downloads and caches its own emulator.
  return {};
}
