export function meta() {
  return [{ title: "Logo & Branding - Brandvista Studio" }];
}

export default function Page() {
  return (
    <main>
      <h1>Logo & Branding</h1>
    </main>
  );
}
