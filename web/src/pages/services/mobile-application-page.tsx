export function meta() {
  return [{ title: "Mobile Application - Brandvista Studio" }];
}

export default function Page() {
  return (
    <main>
      <h1>Mobile Application</h1>
    </main>
  );
}
