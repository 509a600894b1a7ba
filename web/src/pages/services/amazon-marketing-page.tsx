export function meta() {
  return [{ title: "Amazon Marketing - Brandvista Studio" }];
}

export default function Page() {
  return (
    <main>
      <h1>Amazon Marketing</h1>
    </main>
  );
}
