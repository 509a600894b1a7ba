export function meta() {
  return [{ title: "Video Animation - Brandvista Studio" }];
}

export default function Page() {
  return (
    <main>
      <h1>Video Animation</h1>
    </main>
  );
}
