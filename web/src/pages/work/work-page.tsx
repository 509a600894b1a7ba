export function meta() {
  return [{ title: "Our Work - Brandvista Studio" }];
}

export default function Page() {
  return (
    <main>
      <h1>Our Work</h1>
    </main>
  );
}
