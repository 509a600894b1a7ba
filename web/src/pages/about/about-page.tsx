export function meta() {
  return [{ title: "About Us - Brandvista Studio" }];
}

export default function Page() {
  return (
    <main>
      <h1>About Us</h1>
    </main>
  );
}
