export function meta() {
  return [{ title: "Brief: slogan - Brandvista Studio" }];
}

export default function Page() {
  return (
    <main>
      <h1>Brief: slogan</h1>
    </main>
  );
}
