// The time every server module reads: an argument (`clock`) everywhere, so unit tests pass a
// fixed one; this is the one the deployed functions pass.

/** What reads the time. */
export interface Clock {
  now(): Date;
}

/** The wall clock, as deployed. */
export const wallClock: Clock = { now: () => new Date() };
