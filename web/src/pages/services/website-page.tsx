export function meta() {
  return [{ title: "Website Design - Brandvista Studio" }];
}

export default function Page() {
  return (
    <main>
      <h1>Website Design</h1>
    </main>
  );
}
