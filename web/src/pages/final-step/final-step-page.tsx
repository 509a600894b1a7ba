export function meta() {
  return [{ title: "Final Step - Brandvista Studio" }];
}

export default function Page() {
  return (
    <main>
      <h1>Final Step</h1>
    </main>
  );
}
