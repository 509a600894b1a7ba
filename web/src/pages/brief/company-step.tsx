export function meta() {
  return [{ title: "Brief: company - Brandvista Studio" }];
}

export default function Page() {
  return (
    <main>
      <h1>Brief: company</h1>
    </main>
  );
}
