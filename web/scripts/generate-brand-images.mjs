// Renders the site's original brand artwork (SVG, written here) to the raster files the pages
// use: the WebP logo, five carousel pictures as AVIF + WebP at two widths, the 1200x630 Open
// Graph image, and the favicons. Run: `node web/scripts/generate-brand-images.mjs`.
// The output is committed under web/public/images/brand, so builds do not depend on sharp.
import { Buffer } from "node:buffer";
import { mkdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const publicDir = fileURLToPath(new URL("../public/", import.meta.url));
const brandDir = `${publicDir}images/brand/`;

const VIOLET = "#3b1f8f";
const VIOLET_DEEP = "#2a1466";
const AMBER = "#ffb020";
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** The mark: a faceted "B" built from two stacked chevrons in a rounded square. */
function mark(x, y, size, { bg = VIOLET, fg = "#fff", accent = AMBER } = {}) {
  const s = size / 64;
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect width="64" height="64" rx="16" fill="${bg}"/>
    <path d="M18 14h17c7 0 12 4 12 10 0 4-2 7-6 8 5 1 8 5 8 10 0 7-6 12-14 12H18z" fill="${fg}"/>
    <path d="M27 22v8h7c3 0 5-2 5-4s-2-4-5-4z" fill="${bg}"/>
    <path d="M27 37v9h8c3 0 5-2 5-4.5S38 37 35 37z" fill="${bg}"/>
    <circle cx="50" cy="50" r="6" fill="${accent}"/>
  </g>`;
}

function logoSvg({ wordColor, markColors }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="440" height="96" viewBox="0 0 440 96">
    ${mark(8, 12, 72, markColors)}
    <text x="96" y="58" font-family="${FONT}" font-size="38" font-weight="700" fill="${wordColor}" letter-spacing="-0.5">Brandvista</text>
    <text x="98" y="82" font-family="${FONT}" font-size="15" font-weight="700" fill="${AMBER === wordColor ? VIOLET : "#c99400"}" letter-spacing="6">STUDIO</text>
  </svg>`;
}

// Five fictional client identities for the carousel: each a distinct mark + name on a banner.
const clients = [
  {
    file: "carousel-northwind",
    name: "Northwind",
    tag: "COFFEE ROASTERS",
    bg: "#0f3d3e",
    fg: "#f4e3c1",
    art: `<circle cx="0" cy="0" r="46" fill="none" stroke="#f4e3c1" stroke-width="6"/>
          <path d="M0-34 L12 0 L0 34 L-12 0Z" fill="#f4e3c1"/><circle r="6" fill="#0f3d3e"/>`,
  },
  {
    file: "carousel-lumen",
    name: "Lumen",
    tag: "FAMILY DENTAL",
    bg: "#e8f4fb",
    fg: "#0b4f7c",
    art: `<path d="M-30-36c-16 0-24 14-20 32 3 14 8 40 18 40 8 0 8-22 12-22s4 22 12 22c10 0 15-26 18-40 4-18-4-32-20-32-5 0-7 3-10 3s-5-3-10-3z" fill="#0b4f7c"/>
          <circle cx="26" cy="-30" r="8" fill="#ffb020"/>`,
  },
  {
    file: "carousel-atlas",
    name: "Atlas",
    tag: "FREIGHT & LOGISTICS",
    bg: "#1c1f26",
    fg: "#ffffff",
    art: `<path d="M-44 30 L0 -44 L44 30Z" fill="none" stroke="#ff6b3d" stroke-width="8" stroke-linejoin="round"/>
          <path d="M-22 30 L0 -8 L22 30Z" fill="#ff6b3d"/>`,
  },
  {
    file: "carousel-bloom",
    name: "Bloom & Co.",
    tag: "FLORAL STUDIO",
    bg: "#fde8ee",
    fg: "#8a1c47",
    art: `<g fill="#e0457b">${[0, 72, 144, 216, 288]
      .map((a) => `<ellipse rx="14" ry="30" cy="-24" transform="rotate(${a})"/>`)
      .join("")}</g><circle r="12" fill="#8a1c47"/>`,
  },
  {
    file: "carousel-pinnacle",
    name: "Pinnacle",
    tag: "REAL ESTATE GROUP",
    bg: VIOLET,
    fg: "#ffffff",
    art: `<path d="M-46 36 L-14 -20 L4 10 L22 -40 L50 36Z" fill="#ffffff"/>
          <path d="M22 -40 L30 -16 L14 -16Z" fill="${AMBER}"/>`,
  },
];

function carouselSvg(c) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">
    <rect width="640" height="480" fill="${c.bg}"/>
    <circle cx="560" cy="60" r="140" fill="${c.fg}" opacity="0.06"/>
    <circle cx="60" cy="440" r="120" fill="${c.fg}" opacity="0.05"/>
    <g transform="translate(320 190)">${c.art}</g>
    <text x="320" y="340" text-anchor="middle" font-family="${FONT}" font-size="54" font-weight="700" fill="${c.fg}">${c.name.replace("&", "&amp;")}</text>
    <text x="320" y="384" text-anchor="middle" font-family="${FONT}" font-size="18" font-weight="700" letter-spacing="6" fill="${c.fg}" opacity="0.8">${c.tag.replace("&", "&amp;")}</text>
  </svg>`;
}

function ogSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
    <defs>
      <radialGradient id="glow" cx="85%" cy="0%" r="70%"><stop offset="0" stop-color="${AMBER}" stop-opacity="0.35"/><stop offset="1" stop-color="${AMBER}" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="1200" height="630" fill="${VIOLET}"/>
    <rect width="1200" height="630" fill="url(#glow)"/>
    <rect y="560" width="1200" height="70" fill="${VIOLET_DEEP}"/>
    ${mark(96, 120, 140)}
    <text x="96" y="350" font-family="${FONT}" font-size="76" font-weight="700" fill="#fff" letter-spacing="-1">Brandvista Studio</text>
    <text x="96" y="420" font-family="${FONT}" font-size="34" fill="#fff" opacity="0.9">Logo design, branding &amp; digital marketing</text>
    <text x="96" y="606" font-family="${FONT}" font-size="24" font-weight="700" fill="${AMBER}" letter-spacing="4">DALLAS, TEXAS</text>
  </svg>`;
}

function faviconSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${mark(0, 0, 64)}</svg>`;
}

/** An .ico holding PNG images (supported by every current browser), `pngs` as [size, png]. */
function pngsToIco(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(([size, png], index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size, entry);
    header.writeUInt8(size, entry + 1);
    header.writeUInt8(0, entry + 2); // palette
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12); // where the image data starts
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs.map(([, png]) => png)]);
}

const svg = (text) => sharp(Buffer.from(text), { density: 144 });

await mkdir(brandDir, { recursive: true });

// Logo: shown at 176x38 in the header; 2x for sharp screens. Dark and light wordmarks.
// The light version (for violet and dark backgrounds) inverts the mark: violet "B" on white.
for (const [file, wordColor, markColors] of [
  ["logo", "#14151a", undefined],
  ["logo-light", "#ffffff", { bg: "#ffffff", fg: VIOLET }],
]) {
  const text = logoSvg({ wordColor, markColors });
  await writeFile(`${brandDir}${file}.svg`, text);
  await svg(text).resize(352, 77).webp({ quality: 90 }).toFile(`${brandDir}${file}.webp`);
}

for (const c of clients) {
  const text = carouselSvg(c);
  for (const width of [320, 640]) {
    const height = (width * 3) / 4;
    await svg(text)
      .resize(width, height)
      .avif({ quality: 55 })
      .toFile(`${brandDir}${c.file}-${width}.avif`);
    await svg(text)
      .resize(width, height)
      .webp({ quality: 80 })
      .toFile(`${brandDir}${c.file}-${width}.webp`);
  }
}

await svg(ogSvg())
  .resize(1200, 630)
  .png({ compressionLevel: 9, palette: true })
  .toFile(`${publicDir}images/og-default.png`);

// The favicon is an .ico only. Chromium decodes a page's icon on the page's own main thread,
// and an SVG icon costs a whole isolated SVG document there (a 15–25 ms task during the load,
// ×4 on Lighthouse's phone). 48 px is the size Google Search asks for at the least.
const fav = faviconSvg();
const favPngs = [];
for (const size of [16, 32, 48]) {
  favPngs.push([size, await svg(fav).resize(size, size).png().toBuffer()]);
}
await writeFile(`${publicDir}favicon.ico`, pngsToIco(favPngs));
await svg(fav)
  .resize(180, 180)
  .flatten({ background: VIOLET })
  .png()
  .toFile(`${publicDir}apple-touch-icon.png`);

console.log("Brand images written to web/public/images/brand, og-default.png and favicons.");
