// Line icons drawn on a 24-unit grid with a 2-unit round stroke (the style of Tabler Icons, drawn
// here rather than adding an icon package for twenty glyphs).

interface IconProps {
  size?: number;
  stroke?: number;
}

/** A line icon from its path data (also used by components/tiles/tile-icons). */
export function icon(paths: readonly string[]) {
  return function Icon({ size = 20, stroke = 1.8 }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={stroke}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const TodayIcon = icon([
  'M4 7a2 2 0 0 1 2 -2h12a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-12a2 2 0 0 1 -2 -2z',
  'M16 3v4',
  'M8 3v4',
  'M4 11h16',
  'M11 15h1',
  'M12 15v3',
]);
export const InsightsIcon = icon(['M3 3v18h18', 'M7 14l4 -4l4 4l5 -5']);
export const BellIcon = icon([
  'M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3h-16a4 4 0 0 0 2 -3v-3a7 7 0 0 1 4 -6',
  'M9 17v1a3 3 0 0 0 6 0v-1',
]);
export const SitesIcon = icon([
  'M9 11a3 3 0 1 0 6 0a3 3 0 0 0 -6 0',
  'M17.657 16.657l-4.243 4.243a2 2 0 0 1 -2.827 0l-4.244 -4.243a8 8 0 1 1 11.314 0z',
]);
export const EquipmentIcon = icon([
  'M5 6a1 1 0 0 1 1 -1h12a1 1 0 0 1 1 1v12a1 1 0 0 1 -1 1h-12a1 1 0 0 1 -1 -1z',
  'M9 9h6v6h-6z',
  'M3 10h2',
  'M3 14h2',
  'M10 3v2',
  'M14 3v2',
  'M21 10h-2',
  'M21 14h-2',
  'M14 21v-2',
  'M10 21v-2',
]);
export const ReportIcon = icon([
  'M14 3v4a1 1 0 0 0 1 1h4',
  'M17 21h-10a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2h7l5 5v11a2 2 0 0 1 -2 2z',
  'M9 9h1',
  'M9 13h6',
  'M9 17h6',
]);
export const SetupIcon = icon([
  'M4 6h8',
  'M16 6h4',
  'M12 6a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
  'M4 12h2',
  'M10 12h10',
  'M6 12a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
  'M4 18h11',
  'M19 18h1',
  'M15 18a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
]);
export const DownloadIcon = icon([
  'M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2 -2v-2',
  'M7 11l5 5l5 -5',
  'M12 4v12',
]);
export const SparkleIcon = icon([
  'M16 18a2 2 0 0 1 2 2a2 2 0 0 1 2 -2a2 2 0 0 1 -2 -2a2 2 0 0 1 -2 2zm0 -12a2 2 0 0 1 2 2a2 2 0 0 1 2 -2a2 2 0 0 1 -2 -2a2 2 0 0 1 -2 2zm-7 12a6 6 0 0 1 6 -6a6 6 0 0 1 -6 -6a6 6 0 0 1 -6 6a6 6 0 0 1 6 6z',
]);
export const NoticesIcon = icon([
  'M3 19a9 9 0 0 1 9 0a9 9 0 0 1 9 0',
  'M3 6a9 9 0 0 1 9 0a9 9 0 0 1 9 0',
  'M3 6v13',
  'M12 6v13',
  'M21 6v13',
]);
export const UserIcon = icon([
  'M8 7a4 4 0 1 0 8 0a4 4 0 0 0 -8 0',
  'M6 21v-2a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4v2',
]);
export const KeyIcon = icon([
  'M16.555 3.843l3.602 3.602a2.877 2.877 0 0 1 0 4.069l-2.643 2.643a2.877 2.877 0 0 1 -4.069 0l-.301 -.301l-6.558 6.558a2 2 0 0 1 -1.239 .578l-.175 .008h-1.172a1 1 0 0 1 -.993 -.883l-.007 -.117v-1.172a2 2 0 0 1 .467 -1.284l.119 -.13l.414 -.414h2v-2h2v-2l2.144 -2.144l-.301 -.301a2.877 2.877 0 0 1 0 -4.069l2.643 -2.643a2.877 2.877 0 0 1 4.069 0z',
  'M15 9h.01',
]);
export const LogoutIcon = icon([
  'M14 8v-2a2 2 0 0 0 -2 -2h-7a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2 -2v-2',
  'M9 12h12l-3 -3',
  'M18 15l3 -3',
]);
export const ChevronDownIcon = icon(['M6 9l6 6l6 -6']);
export const ExternalLinkIcon = icon([
  'M12 6h-6a2 2 0 0 0 -2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-6',
  'M11 13l9 -9',
  'M15 4h5v5',
]);
export const PaperclipIcon = icon([
  'M15 7l-6.5 6.5a1.5 1.5 0 0 0 3 3l6.5 -6.5a3 3 0 0 0 -6 -6l-6.5 6.5a4.5 4.5 0 0 0 9 9l6.5 -6.5',
]);
export const SwitchIcon = icon(['M7 10h14l-4 -4', 'M17 14h-14l4 4']);
