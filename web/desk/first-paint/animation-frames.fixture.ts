// For tests of what happens in a frame's animation callbacks and after them: jsdom runs them on
// its own clock, so a test holds them and runs one frame's when it chooses.
import { vi } from "vitest";

/**
 * Holds every requestAnimationFrame callback from now on (restored by vi.restoreAllMocks);
 * returns a function that runs those held so far, as the next frame would.
 */
export function holdAnimationFrames(): () => void {
  const callbacks: FrameRequestCallback[] = [];
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
    callbacks.push(callback);
    return callbacks.length;
  });
  return () => callbacks.splice(0).forEach((callback) => callback(performance.now()));
}
