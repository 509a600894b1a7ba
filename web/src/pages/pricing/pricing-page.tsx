export function meta() {
  return [{ title: "Pricing - Brandvista Studio" }];
}

export default function Page() {
  return (
    <main>
      <h1>Pricing</h1>
    </main>
  );
}
