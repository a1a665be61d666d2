import { createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

/*
 * Issue 9 (WCAG AA, 4.5:1): Mantine's teal-7 (#0ca678, 3.1:1 on white) and gray-6, the dimmed text
 * (#868e96, 3.3:1), fail contrast. The palette keeps Mantine's light shades and moves the text shades
 * one step darker: the primary teal-7 is #087f5b (5.0:1 on white, 4.5:1 on gray-1 cards) and the
 * dimmed grey #636b73 (5.4:1 on white, 4.9:1 on gray-1); the red of filled badges and the text of
 * light orange and yellow badges likewise.
 */
const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#0ca678',
  '#087f5b',
  '#076b4d',
  '#065a41',
];

/** Mantine's palette with some shades replaced (index → colour). */
function darker(
  name: 'gray' | 'red' | 'orange' | 'yellow',
  shades: Record<number, string>,
): MantineColorsTuple {
  return DEFAULT_THEME.colors[name].map((c, i) => shades[i] ?? c) as unknown as MantineColorsTuple;
}

// The dimmed text (gray-6).
const gray = darker('gray', { 6: '#636b73' });
// Error text and red menu items (shade 6) and filled badges with white text (shade 7): 5.0 and 5.5:1.
const red = darker('red', { 6: '#d32f2f', 7: '#c92a2a', 8: '#b02525', 9: '#9b2020' });
// Light badges (text shade 9 on shade 1): High and Medium priorities.
const orange = darker('orange', { 9: '#a63c0a' });
const yellow = darker('yellow', { 9: '#9c4f00' });

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 5 },
  colors: { teal, gray, red, orange, yellow },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  // Plain objects rather than Modal.extend() and the like: importing the components here would put
  // them (and floating-ui) in every page's first load, the sign-in page's included.
  components: {
    // Icon-only close buttons need a name for screen readers (axe button-name).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Mantine's focus placeholder is a focusable role=presentation div inside role=menu, which
    // breaks the menu's required children (axe aria-required-children); focus the first item instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});
