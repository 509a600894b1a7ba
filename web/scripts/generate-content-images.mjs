// Renders the original artwork of the portfolio projects and the service pages (SVG, written
// here) to AVIF + WebP at two widths, 4:3. Run: `node web/scripts/generate-content-images.mjs`.
// The output is committed under web/public/images/{portfolio,services}, so builds do not need
// sharp. Project ids match web/src/content/portfolio.ts; service names match the service modules
// in web/src/content/services/ (a unit test checks every file exists).
import { Buffer } from "node:buffer";
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const publicDir = fileURLToPath(new URL("../public/images/", import.meta.url));
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
const SERIF = "'DejaVu Serif', 'Liberation Serif', Georgia, serif";
const WIDTHS = [480, 960];
const W = 960;
const H = 720;

const esc = (text) => text.replaceAll("&", "&amp;");

/** Rounded bars standing in for lines of text in mock-ups. */
const bars = (x, y, widths, color, height = 14, gap = 26) =>
  widths
    .map(
      (w, i) =>
        `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${height}" rx="${height / 2}" fill="${color}"/>`,
    )
    .join("");

/** Greedy word wrap to lines of at most `max` characters (a long word gets its own line). */
const wrap = (text, max) =>
  text.split(" ").reduce((lines, word) => {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
    return lines;
  }, []);

// Frames: how a project of each category is presented.
const frames = {
  /** A mark on a plain board with its name beneath. */
  mark: (p) => `
    <g transform="translate(480 290)">${p.art}</g>
    <text x="480" y="520" text-anchor="middle" font-family="${p.serif ? SERIF : FONT}" font-size="60" font-weight="700" fill="${p.fg}">${esc(p.name)}</text>
    <text x="480" y="570" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="700" letter-spacing="7" fill="${p.fg}" opacity="0.75">${esc(p.tag)}</text>`,
  /** A browser window with a hero block and content tiles. */
  browser: (p) => `
    <rect x="120" y="110" width="720" height="500" rx="22" fill="#ffffff"/>
    <rect x="120" y="110" width="720" height="52" rx="22" fill="#e7e9ef"/><rect x="120" y="140" width="720" height="22" fill="#e7e9ef"/>
    <circle cx="156" cy="136" r="8" fill="#ff6159"/><circle cx="184" cy="136" r="8" fill="#ffbd2e"/><circle cx="212" cy="136" r="8" fill="#28c941"/>
    <rect x="150" y="186" width="660" height="200" rx="14" fill="${p.bg2}"/>
    <g transform="translate(250 286) scale(0.55)">${p.art}</g>
    <text x="340" y="278" font-family="${FONT}" font-size="34" font-weight="700" fill="${p.fg2}">${esc(p.name)}</text>
    ${bars(340, 300, [300, 220], p.fg2, 12, 24)}
    <rect x="340" y="344" width="120" height="26" rx="13" fill="${p.accent}"/>
    ${[0, 1, 2].map((i) => `<rect x="${150 + i * 226}" y="408" width="208" height="172" rx="14" fill="${p.tiles[i]}"/>`).join("")}`,
  /** Two phones showing app screens. */
  phone: (p) => `
    ${[
      [250, -6],
      [530, 6],
    ]
      .map(
        ([x, rot], i) => `<g transform="rotate(${rot} ${x + 90} 360)">
      <rect x="${x}" y="90" width="180" height="540" rx="30" fill="#111318"/>
      <rect x="${x + 10}" y="104" width="160" height="512" rx="22" fill="${i === 0 ? p.bg2 : "#ffffff"}"/>
      ${
        i === 0
          ? `<g transform="translate(${x + 90} 300) scale(0.6)">${p.art}</g>
             <text x="${x + 90}" y="420" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="700" fill="${p.fg2}">${esc(p.name)}</text>
             <rect x="${x + 30}" y="540" width="120" height="36" rx="18" fill="${p.accent}"/>`
          : `${[0, 1, 2, 3].map((r) => `<rect x="${x + 24}" y="${140 + r * 110}" width="132" height="90" rx="14" fill="${p.tiles[r % 3]}"/>`).join("")}`
      }
    </g>`,
      )
      .join("")}`,
  /** A book cover standing at a slight angle. */
  book: (p) => `
    <rect x="318" y="96" width="340" height="520" rx="6" fill="#000" opacity="0.25" transform="translate(14 14)"/>
    <rect x="318" y="96" width="340" height="520" rx="6" fill="${p.bg2}"/>
    <rect x="318" y="96" width="22" height="520" fill="#000" opacity="0.18"/>
    <g transform="translate(498 300)">${p.art}</g>
    ${wrap(p.name.toUpperCase(), 12)
      .map(
        (line, i) =>
          `<text x="498" y="${450 + i * 38}" text-anchor="middle" font-family="${SERIF}" font-size="30" font-weight="700" fill="${p.fg2}">${esc(line)}</text>`,
      )
      .join("")}
    <text x="498" y="560" text-anchor="middle" font-family="${FONT}" font-size="16" letter-spacing="5" fill="${p.fg2}" opacity="0.8">${esc(p.tag)}</text>`,
  /** A product box with rating stars. */
  box: (p) => `
    <path d="M300 250 L480 180 L660 250 L660 560 L480 630 L300 560Z" fill="${p.bg2}"/>
    <path d="M300 250 L480 320 L480 630 L300 560Z" fill="#000" opacity="0.12"/>
    <path d="M300 250 L480 180 L660 250 L480 320Z" fill="#fff" opacity="0.25"/>
    <g transform="translate(570 420) scale(0.6)">${p.art}</g>
    <text x="570" y="520" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="700" fill="${p.fg2}">${esc(p.name)}</text>
    <g fill="${p.accent}">${[0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<path transform="translate(${350 + i * 64} 100) scale(1.4)" d="M0-16 L4.7-5 L16-4.9 L7.4 2.6 L9.9 14 L0 8 L-9.9 14 L-7.4 2.6 L-16-4.9 L-4.7-5Z"/>`,
      )
      .join("")}</g>`,
};

const star = (r, color) =>
  `<path d="${Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.45;
    return `${i === 0 ? "M" : "L"}${(Math.cos(a) * rr).toFixed(1)} ${(Math.sin(a) * rr).toFixed(1)}`;
  }).join(" ")}Z" fill="${color}"/>`;

const projects = [
  {
    id: "lone-star-roasters",
    frame: "mark",
    name: "Lone Star Roasters",
    tag: "AUSTIN · TEXAS",
    bg: "#3a2418",
    fg: "#f6e7cf",
    art: `<circle r="120" fill="none" stroke="#f6e7cf" stroke-width="8"/>${star(88, "#ffb020")}
          <ellipse rx="22" ry="32" fill="#3a2418" transform="rotate(25)"/><path d="M-6 -26 Q10 0 -6 26" stroke="#f6e7cf" stroke-width="5" fill="none" transform="rotate(25)"/>`,
  },
  {
    id: "harbor-dental",
    frame: "mark",
    name: "Harbor Family Dental",
    tag: "TAMPA · FLORIDA",
    bg: "#e6f6f4",
    fg: "#0d5c63",
    art: `<rect x="-110" y="-110" width="220" height="220" rx="60" fill="#0d5c63"/>
          <path d="M-40-60c-24 0-36 20-30 46 4 20 12 62 26 62 11 0 11-32 17-32s6 32 17 32c14 0 22-42 26-62 6-26-6-46-30-46-7 0-10 4-13 4s-6-4-13-4z" fill="#fff"/>
          <path d="M-100 70 Q-50 40 0 70 T100 70" stroke="#5fd3c6" stroke-width="12" fill="none"/>`,
  },
  {
    id: "northfield-legal",
    frame: "mark",
    serif: true,
    name: "Northfield Legal",
    tag: "ESTATE PLANNING",
    bg: "#f5efe3",
    fg: "#1d2b4f",
    art: `<rect x="-90" y="-110" width="44" height="220" fill="#1d2b4f"/><rect x="46" y="-110" width="44" height="220" fill="#1d2b4f"/>
          <path d="M-46 -110 L90 110 L46 110 L-90 -110Z" fill="#1d2b4f" opacity="0.85"/>
          <rect x="-120" y="112" width="240" height="14" fill="#b08d57"/><rect x="-120" y="-128" width="240" height="14" fill="#b08d57"/>`,
  },
  {
    id: "peak-performance-pt",
    frame: "mark",
    name: "Peak Performance",
    tag: "PHYSICAL THERAPY",
    bg: "#263238",
    fg: "#ffffff",
    art: `<path d="M-150 80 L-60 -40 L-10 20 L50 -90 L150 80" stroke="#ff7a2f" stroke-width="22" stroke-linejoin="round" stroke-linecap="round" fill="none"/>
          <circle cx="50" cy="-130" r="18" fill="#ffffff"/>`,
  },
  {
    id: "greenleaf-market",
    frame: "mark",
    name: "Greenleaf Market",
    tag: "NEIGHBORHOOD GROCER",
    bg: "#eef7e8",
    fg: "#1f5130",
    art: `<circle r="125" fill="#1f5130"/><circle r="104" fill="none" stroke="#eef7e8" stroke-width="4" stroke-dasharray="8 10"/>
          <path d="M0 70 C-70 20 -50 -60 40 -80 C50 -10 30 50 0 70Z" fill="#8fd16a"/><path d="M0 70 Q10 0 34 -64" stroke="#1f5130" stroke-width="6" fill="none"/>`,
  },
  {
    id: "brightpath-academy",
    frame: "mark",
    name: "BrightPath Academy",
    tag: "TUTORING · HOUSTON",
    bg: "#f3f0ff",
    fg: "#3b1f8f",
    art: `<circle cx="0" cy="-50" r="58" fill="#ffc53d"/>
          ${Array.from({ length: 8 }, (_, i) => `<rect x="-5" y="-140" width="10" height="24" rx="5" fill="#ffc53d" transform="rotate(${i * 45 - 90 + 90} 0 -50)"/>`).join("")}
          <path d="M-130 120 C-40 40 40 120 130 20" stroke="#3b1f8f" stroke-width="26" stroke-linecap="round" fill="none"/>`,
  },
  {
    id: "summit-hvac",
    frame: "browser",
    name: "Summit Heating & Air",
    bg: "#12233f",
    bg2: "#eaf1fb",
    fg2: "#12233f",
    accent: "#e4412b",
    tiles: ["#e4412b", "#2f6fd6", "#c9d7ee"],
    art: `<path d="M-80 60 L0 -70 L80 60Z" fill="#12233f"/><path d="M-30 60 L0 10 L30 60Z" fill="#e4412b"/>`,
  },
  {
    id: "maple-and-oak",
    frame: "browser",
    name: "Maple & Oak Interiors",
    bg: "#6b4a32",
    bg2: "#f6efe6",
    fg2: "#3f2a1c",
    accent: "#c27c3e",
    tiles: ["#c9a27e", "#8c6a4f", "#e3cfb8"],
    art: `<circle r="70" fill="#3f2a1c"/><path d="M0-50 C30-20 30 20 0 50 C-30 20 -30-20 0-50Z" fill="#e3cfb8"/>`,
  },
  {
    id: "fetch-pet-care",
    frame: "phone",
    name: "Fetch",
    bg: "#ffe7d6",
    bg2: "#ff8a3d",
    fg2: "#ffffff",
    accent: "#1c2541",
    tiles: ["#ffd2b3", "#1c2541", "#ffe7d6"],
    art: `<ellipse cx="0" cy="20" rx="44" ry="38" fill="#fff"/>
          <ellipse cx="-46" cy="-34" rx="16" ry="22" fill="#fff"/><ellipse cx="-16" cy="-58" rx="16" ry="22" fill="#fff"/>
          <ellipse cx="16" cy="-58" rx="16" ry="22" fill="#fff"/><ellipse cx="46" cy="-34" rx="16" ry="22" fill="#fff"/>`,
  },
  {
    id: "crewlog",
    frame: "phone",
    name: "CrewLog",
    bg: "#2b2d33",
    bg2: "#ffb020",
    fg2: "#14151a",
    accent: "#14151a",
    tiles: ["#ffb020", "#3d4049", "#ffd98a"],
    art: `<rect x="-60" y="-70" width="120" height="140" rx="14" fill="#14151a"/>
          <path d="M-30 -10 L-8 12 L32 -32" stroke="#ffb020" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
          ${bars(-36, 30, [72], "#ffb020", 10)}`,
  },
  {
    id: "quiet-harbor-novel",
    frame: "book",
    name: "The Quiet Harbor",
    tag: "A NOVEL",
    bg: "#c9d6df",
    bg2: "#102a43",
    fg2: "#f0e6d2",
    art: `<path d="M-110 40 L110 -60 L110 -20 Z" fill="#f0e6d2" opacity="0.35"/>
          <rect x="-14" y="-40" width="28" height="110" fill="#f0e6d2"/><path d="M-20 -40 L0 -70 L20 -40Z" fill="#e4572e"/>
          <path d="M-150 90 Q-75 70 0 90 T150 90" stroke="#486581" stroke-width="10" fill="none"/>`,
  },
  {
    id: "scale-your-service",
    frame: "book",
    name: "Scale Your Service Business",
    tag: "WORKBOOK EDITION",
    bg: "#fdf3d8",
    bg2: "#0b3d91",
    fg2: "#ffffff",
    art: `${[0, 1, 2, 3].map((i) => `<rect x="${-100 + i * 52}" y="${60 - i * 40}" width="40" height="${40 + i * 40}" rx="4" fill="${i === 3 ? "#f2b705" : "#ffffff"}"/>`).join("")}`,
  },
  {
    id: "trailhead-gear",
    frame: "box",
    name: "Trailhead",
    bg: "#dfe9df",
    bg2: "#2f5d3a",
    fg2: "#ffffff",
    accent: "#f2a900",
    art: `<path d="M-70 50 L0 -70 L70 50Z" fill="none" stroke="#fff" stroke-width="12" stroke-linejoin="round"/><path d="M-20 50 L0 10 L20 50Z" fill="#f2a900"/>`,
  },
  {
    id: "purely-botanical",
    frame: "box",
    name: "Purely Botanical",
    bg: "#f1f7ee",
    bg2: "#8fb996",
    fg2: "#163020",
    accent: "#c7791b",
    art: `<rect x="-34" y="-40" width="68" height="110" rx="16" fill="#fff"/><rect x="-14" y="-70" width="28" height="34" rx="6" fill="#163020"/>
          <path d="M0 50 C-60 20 -40 -40 0 -50 C40 -40 60 20 0 50Z" fill="#163020" opacity="0.8"/>`,
  },
];

const services = [
  {
    name: "logo-branding",
    bg: "#3b1f8f",
    body: `${[0, 1, 2, 3, 4, 5]
      .map((i) => {
        const x = 180 + (i % 3) * 300;
        const y = 210 + Math.floor(i / 3) * 300;
        const colors = ["#ffb020", "#ffffff", "#8f7cf7", "#ffffff", "#ffb020", "#5fd3c6"];
        const shapes = [
          `<circle r="80" fill="${colors[i]}"/>`,
          `<rect x="-80" y="-80" width="160" height="160" rx="30" fill="${colors[i]}"/>`,
          `<path d="M0-90 L90 70 L-90 70Z" fill="${colors[i]}"/>`,
          star(95, colors[i]),
          `<path d="M-80 0 A80 80 0 0 1 80 0Z" fill="${colors[i]}"/><circle r="26" cy="30" fill="#3b1f8f" stroke="${colors[i]}" stroke-width="10"/>`,
          `<rect x="-80" y="-30" width="160" height="60" rx="30" fill="${colors[i]}"/><circle r="24" cx="-40" fill="#3b1f8f"/>`,
        ];
        return `<g transform="translate(${x} ${y})">${shapes[i]}</g>`;
      })
      .join("")}`,
  },
  {
    name: "website",
    bg: "#12233f",
    body: frames.browser({
      name: "Your Business",
      bg2: "#e8eefc",
      fg2: "#12233f",
      accent: "#ffb020",
      tiles: ["#3b1f8f", "#ffb020", "#c9d7ee"],
      art: `<circle r="70" fill="#3b1f8f"/>`,
    }),
  },
  {
    name: "mobile-application",
    bg: "#1b1f3b",
    body: frames.phone({
      name: "Your App",
      bg2: "#3b1f8f",
      fg2: "#ffffff",
      accent: "#ffb020",
      tiles: ["#8f7cf7", "#ffb020", "#e8e4ff"],
      art: `<rect x="-60" y="-60" width="120" height="120" rx="30" fill="#ffb020"/><circle r="26" fill="#3b1f8f"/>`,
    }),
  },
  {
    name: "video-animation",
    bg: "#24123f",
    body: `${[0, 1, 2]
      .map(
        (i) =>
          `<rect x="${110 + i * 260}" y="${250 - i * 20}" width="220" height="160" rx="16" fill="${["#8f7cf7", "#ffffff", "#ffb020"][i]}" opacity="${0.5 + i * 0.25}"/>`,
      )
      .join("")}
      <circle cx="480" cy="520" r="90" fill="#ffb020"/><path d="M455 475 L525 520 L455 565Z" fill="#24123f"/>
      <path d="M120 520 Q260 440 380 520" stroke="#8f7cf7" stroke-width="10" fill="none" stroke-dasharray="4 18" stroke-linecap="round"/>
      <path d="M580 520 Q700 600 840 520" stroke="#8f7cf7" stroke-width="10" fill="none" stroke-dasharray="4 18" stroke-linecap="round"/>`,
  },
  {
    name: "book-publication",
    bg: "#2b1b12",
    body: `${[
      ["#ffb020", -8, 250],
      ["#8f7cf7", 0, 400],
      ["#f6e7cf", 8, 550],
    ]
      .map(
        ([
          c,
          rot,
          x,
        ]) => `<g transform="rotate(${rot} ${x + 80} 400)"><rect x="${x}" y="170" width="170" height="260" rx="6" fill="${c}"/>
      <rect x="${x}" y="170" width="14" height="260" fill="#000" opacity="0.15"/>${bars(x + 34, 230, [100, 70], "#2b1b12", 12)}</g>`,
      )
      .join("")}
      <rect x="160" y="470" width="640" height="40" rx="8" fill="#f6e7cf"/><rect x="200" y="530" width="560" height="40" rx="8" fill="#ffb020"/>`,
  },
  {
    name: "amazon-marketing",
    bg: "#0f2a2e",
    body: frames
      .box({
        name: "Your Brand",
        bg2: "#ffb020",
        fg2: "#14151a",
        accent: "#ffb020",
        art: `<circle r="60" fill="#14151a"/>`,
      })
      .replace(
        '<path d="M300 250',
        '<path d="M760 520 L840 440 L860 470 L880 380 L800 400 L830 415 L740 500Z" fill="#5fd3c6"/><path d="M300 250',
      ),
  },
  {
    name: "seo",
    bg: "#102040",
    body: `<rect x="120" y="120" width="720" height="90" rx="45" fill="#ffffff"/>
      <circle cx="190" cy="165" r="20" fill="none" stroke="#3b1f8f" stroke-width="8"/><path d="M204 179 L222 197" stroke="#3b1f8f" stroke-width="8" stroke-linecap="round"/>
      ${bars(250, 158, [380], "#c9d0e0", 16)}
      ${[0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<rect x="${170 + i * 130}" y="${600 - (i + 1) * 60}" width="90" height="${(i + 1) * 60}" rx="10" fill="${i === 4 ? "#ffb020" : "#8f7cf7"}"/>`,
        )
        .join("")}
      <path d="M170 480 L300 430 L430 380 L560 300 L720 250" stroke="#5fd3c6" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  },
];

function projectSvg(p) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <rect width="${W}" height="${H}" fill="${p.bg}"/>
    <circle cx="${W - 80}" cy="70" r="220" fill="#ffffff" opacity="0.06"/>
    <circle cx="60" cy="${H - 40}" r="180" fill="#000000" opacity="0.05"/>
    ${frames[p.frame](p)}
  </svg>`;
}

function serviceSvg(s) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs><radialGradient id="g" cx="85%" cy="10%" r="80%"><stop offset="0" stop-color="#ffb020" stop-opacity="0.28"/><stop offset="1" stop-color="#ffb020" stop-opacity="0"/></radialGradient></defs>
    <rect width="${W}" height="${H}" fill="${s.bg}"/><rect width="${W}" height="${H}" fill="url(#g)"/>
    ${s.body}
  </svg>`;
}

async function render(svgText, dir, name) {
  for (const width of WIDTHS) {
    const height = (width * H) / W;
    const image = () => sharp(Buffer.from(svgText), { density: 144 }).resize(width, height);
    await image().avif({ quality: 50, effort: 6 }).toFile(`${dir}${name}-${width}.avif`);
    await image().webp({ quality: 78 }).toFile(`${dir}${name}-${width}.webp`);
  }
}

await mkdir(`${publicDir}portfolio`, { recursive: true });
await mkdir(`${publicDir}services`, { recursive: true });
for (const p of projects) await render(projectSvg(p), `${publicDir}portfolio/`, p.id);
for (const s of services) await render(serviceSvg(s), `${publicDir}services/`, s.name);
console.log(
  `Wrote ${projects.length} portfolio and ${services.length} service images (${WIDTHS.join(", ")} px, AVIF + WebP).`,
);
