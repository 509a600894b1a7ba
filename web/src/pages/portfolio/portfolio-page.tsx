export function meta() {
  return [{ title: "Portfolio - Brandvista Studio" }];
}

export default function Page() {
  return (
    <main>
      <h1>Portfolio</h1>
    </main>
  );
}
