export function meta() {
  return [{ title: "Privacy Policy - Brandvista Studio" }];
}

export default function Page() {
  return (
    <main>
      <h1>Privacy Policy</h1>
    </main>
  );
}
