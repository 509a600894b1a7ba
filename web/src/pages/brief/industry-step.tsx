export function meta() {
  return [{ title: "Brief: industry - Brandvista Studio" }];
}

export default function Page() {
  return (
    <main>
      <h1>Brief: industry</h1>
    </main>
  );
}
