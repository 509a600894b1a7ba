export function meta() {
  return [{ title: "Brandvista Studio" }];
}

export default function HomePage() {
  return (
    <main>
      <h1>Brandvista Studio</h1>
    </main>
  );
}
