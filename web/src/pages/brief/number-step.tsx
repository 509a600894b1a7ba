export function meta() {
  return [{ title: "Brief: number - Brandvista Studio" }];
}

export default function Page() {
  return (
    <main>
      <h1>Brief: number</h1>
    </main>
  );
}
