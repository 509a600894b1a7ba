export function meta() {
  return [{ title: "Checkout - Brandvista Studio" }];
}

export default function Page() {
  return (
    <main>
      <h1>Checkout</h1>
    </main>
  );
}
