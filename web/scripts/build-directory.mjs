// @ts-check
// Where a build goes, relative to web/: `build` (what Hosting publishes, firebase.json
// hosting.public) unless BRANDVISTA_BUILD_DIR names another (the tests' and the bench's own).
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

const webDir = fileURLToPath(new URL("..", import.meta.url));

/** The deployable build's folder, relative to web/. */
export const DEPLOYED_BUILD_DIRECTORY = "build";

/** The tests' build folder, relative to web/: `firebase deploy` never publishes it. */
export const TEST_BUILD_DIRECTORY = "build-test";

/** This process's build folder, relative to web/. */
export const BUILD_DIRECTORY = process.env.BRANDVISTA_BUILD_DIR ?? DEPLOYED_BUILD_DIRECTORY;

/**
 * An absolute path inside a build folder.
 * @param {string} directory relative to web/, or absolute
 * @param {...string} parts
 */
export const buildPath = (directory, ...parts) => resolve(webDir, directory, ...parts);

/** The sales desk's build inside a build folder (its React Router buildDirectory, web/desk). */
export const DESK_BUILD_DIRECTORY = "desk";

/** The desk site's published folder inside a build folder (firebase.json's desk target). */
export const DESK_SITE_DIRECTORY = `${DESK_BUILD_DIRECTORY}/client`;
