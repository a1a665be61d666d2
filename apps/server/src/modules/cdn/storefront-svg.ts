/**
 * Deterministic storefront pictures for site images: the same file name always gives the same
 * picture; the name picks the palette, awning and window layout, and a known site type its sign.
 * Pure string building from a restricted name (no markup from outside reaches the output).
 */

/** Known site types: their sign and their own palette, so that the seeded types look distinct. */
const KNOWN: Record<string, { sign: string; palette: number }> = {
  supermarket: { sign: 'SUPERMARKET', palette: 0 },
  convenience: { sign: 'CONVENIENCE', palette: 1 },
  restaurant: { sign: 'RESTAURANT', palette: 2 },
  'quick-service-restaurant': { sign: 'RESTAURANT', palette: 2 },
  retail: { sign: 'RETAIL', palette: 3 },
  pharmacy: { sign: 'PHARMACY', palette: 4 },
};

const PALETTES = [
  { wall: '#e8dcc8', trim: '#8a5a3b', awning: '#c0392b', sign: '#2c3e50' },
  { wall: '#dfe7ec', trim: '#34495e', awning: '#16a085', sign: '#1f3a4d' },
  { wall: '#f3e5d8', trim: '#6d4c41', awning: '#e67e22', sign: '#4e342e' },
  { wall: '#e6e9f0', trim: '#3f51b5', awning: '#3f51b5', sign: '#1a237e' },
  { wall: '#eef3e2', trim: '#558b2f', awning: '#2e7d32', sign: '#1b5e20' },
  { wall: '#f4e1e1', trim: '#ad1457', awning: '#d81b60', sign: '#560027' },
];

/** FNV-1a: a small stable hash, so pictures do not change between releases. */
export function nameHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The sign text: the known type's, else the name's words in capitals (letters, digits, spaces only). */
function signText(name: string): string {
  return (
    (
      KNOWN[name]?.sign ??
      name
        .replace(/[^a-z0-9]+/gi, ' ')
        .trim()
        .toUpperCase()
    ).slice(0, 14) || 'STORE'
  );
}

export function storefrontSvg(name: string): string {
  const h = nameHash(name);
  const p = PALETTES[KNOWN[name]?.palette ?? h % PALETTES.length]!;
  const stripes = 6 + ((h >>> 4) % 4) * 2;
  const windows = 2 + ((h >>> 8) % 2);
  const doorLeft = (h >>> 10) % 2 === 0;
  const sign = signText(name);
  const stripeW = 280 / stripes;
  const awning = Array.from({ length: stripes }, (_, i) =>
    i % 2 === 0
      ? `<rect x="${20 + i * stripeW}" y="78" width="${stripeW}" height="22" fill="${p.awning}"/>`
      : `<rect x="${20 + i * stripeW}" y="78" width="${stripeW}" height="22" fill="#ffffff"/>`,
  ).join('');
  const scallops = Array.from(
    { length: stripes },
    (_, i) =>
      `<ellipse cx="${20 + (i + 0.5) * stripeW}" cy="100" rx="${stripeW / 2}" ry="7" fill="${i % 2 === 0 ? p.awning : '#ffffff'}"/>`,
  ).join('');
  const doorX = doorLeft ? 36 : 234;
  const paneStart = doorLeft ? 100 : 36;
  const paneWidth = (184 - (windows - 1) * 10) / windows;
  const panes = Array.from(
    { length: windows },
    (_, i) =>
      `<rect x="${paneStart + i * (paneWidth + 10)}" y="122" width="${paneWidth}" height="48" rx="2" fill="#bcd7e6" stroke="${p.trim}" stroke-width="3"/>`,
  ).join('');
  const cross = name === 'pharmacy' ? `<path d="M274 46h6v-6h6v6h6v6h-6v6h-6v-6h-6z" fill="#2ecc71"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" width="320" height="200" role="img" aria-label="${sign} storefront">
<rect width="320" height="200" fill="#cfe8f7"/>
<rect x="0" y="184" width="320" height="16" fill="#9e9e9e"/>
<rect x="20" y="30" width="280" height="154" fill="${p.wall}" stroke="${p.trim}" stroke-width="3"/>
<rect x="40" y="38" width="${cross ? 226 : 240}" height="32" rx="4" fill="${p.sign}"/>
<text x="${cross ? 153 : 160}" y="60" font-family="Arial, Helvetica, sans-serif" font-size="18" font-weight="700" fill="#ffffff" text-anchor="middle">${sign}</text>
${cross}${awning}${scallops}${panes}
<rect x="${doorX}" y="118" width="50" height="66" fill="${p.trim}"/>
<rect x="${doorX + 6}" y="124" width="38" height="36" fill="#bcd7e6"/>
<circle cx="${doorX + 40}" cy="166" r="3" fill="#f1c40f"/>
</svg>
`;
}
