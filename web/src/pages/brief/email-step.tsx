export function meta() {
  return [{ title: "Brief: email - Brandvista Studio" }];
}

export default function Page() {
  return (
    <main>
      <h1>Brief: email</h1>
    </main>
  );
}
