import { nameHash } from './storefront-svg';

/**
 * Deterministic organisation logos for logo paths under CDN_ROOT/orgs/ (until an organisation
 * uploads its own): a rounded square in a colour picked by the name, with the name's initials.
 * Pure string building from a restricted name (no markup from outside reaches the output).
 */

const COLOURS = ['#1c7ed6', '#0ca678', '#e8590c', '#7048e8', '#c2255c', '#1098ad'];

/** 'demo-retail-group' → 'DRG' (at most three words' first letters). */
export function initialsOf(name: string): string {
  return (
    name
      .split(/[^a-z0-9]+/i)
      .filter(Boolean)
      .slice(0, 3)
      .map((w) => w[0]!.toUpperCase())
      .join('') || 'O'
  );
}

export function orgLogoSvg(name: string): string {
  const initials = initialsOf(name);
  const colour = COLOURS[nameHash(name) % COLOURS.length]!;
  const size = initials.length > 2 ? 34 : 44;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${initials} logo">
<rect width="120" height="120" rx="24" fill="${colour}"/>
<rect x="10" y="10" width="100" height="100" rx="18" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>
<text x="60" y="${60 + size * 0.35}" text-anchor="middle" font-family="Body, DejaVu Sans, sans-serif" font-weight="bold" font-size="${size}" fill="#ffffff">${initials}</text>
</svg>`;
}
