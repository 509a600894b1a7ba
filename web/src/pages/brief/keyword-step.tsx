export function meta() {
  return [{ title: "Brief: keyword - Brandvista Studio" }];
}

export default function Page() {
  return (
    <main>
      <h1>Brief: keyword</h1>
    </main>
  );
}
