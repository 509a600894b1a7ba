export function meta() {
  return [{ title: "SEO Services - Brandvista Studio" }];
}

export default function Page() {
  return (
    <main>
      <h1>SEO Services</h1>
    </main>
  );
}
