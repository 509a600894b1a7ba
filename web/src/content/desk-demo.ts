// The desk's demo sign-in (emulator builds only: `npm start`, the tests). Apart from desk.ts so
// that a production bundle, which leaves the button out, holds none of its words.
export const deskDemoCopy = {
  button: "Sign in as the demo salesperson",
  note: "Offline demo: signs in to the Auth emulator without Google's servers.",
};
