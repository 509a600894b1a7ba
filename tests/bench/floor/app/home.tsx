/** A heading and a paragraph: the text paints as the site's text-only first screens do. */
export default function Home() {
  return (
    <main>
      <h1>Logos and brands that make your business impossible to ignore</h1>
      <p>Custom logo design, branding, websites and marketing for growing US businesses.</p>
    </main>
  );
}
