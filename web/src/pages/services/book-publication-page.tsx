export function meta() {
  return [{ title: "Book Publication - Brandvista Studio" }];
}

export default function Page() {
  return (
    <main>
      <h1>Book Publication</h1>
    </main>
  );
}
