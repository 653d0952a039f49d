// Generated demo images (no network on first start): SVG drawn here, rasterised by sharp.
import sharp from "sharp";

const PALETTE = ["#f4c430", "#e4572e", "#17bebb", "#76b041", "#7b5ea7", "#ff8c42", "#2e86ab", "#c73e1d", "#3bb273", "#e15554"];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase() ?? "")
    .join("");
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A square portrait: coloured backdrop, a player silhouette, the initials. */
export async function portraitPng(name: string, index: number): Promise<Buffer> {
  const bg = PALETTE[index % PALETTE.length];
  const fg = PALETTE[(index + 4) % PALETTE.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#1b1b1f"/></linearGradient></defs>
  <rect width="400" height="400" fill="url(#g)"/>
  <circle cx="200" cy="150" r="78" fill="#2a2a30" stroke="${fg}" stroke-width="6"/>
  <path d="M70 400 C80 280 140 245 200 245 C260 245 320 280 330 400 Z" fill="#2a2a30" stroke="${fg}" stroke-width="6"/>
  <text x="200" y="172" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initials(name))}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A 4:3 logo: a shield with a short name. */
export async function logoPng(label: string, index: number): Promise<Buffer> {
  const bg = PALETTE[index % PALETTE.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">
  <rect width="480" height="360" fill="#141418"/>
  <path d="M240 30 L380 80 L360 230 C340 290 280 320 240 335 C200 320 140 290 120 230 L100 80 Z" fill="${bg}" stroke="#ffffff" stroke-width="8"/>
  <text x="240" y="215" font-family="DejaVu Sans, Arial, sans-serif" font-size="84" font-weight="800" fill="#141418" text-anchor="middle">${escapeXml(initials(label))}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
