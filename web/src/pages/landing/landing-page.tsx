export function meta() {
  return [{ title: "Logo Design Services - Brandvista Studio" }];
}

export default function Page() {
  return (
    <main>
      <h1>Logo Design Services</h1>
    </main>
  );
}
