import { type RefObject, useEffect, useRef } from 'react';

/**
 * Keyboard users keep their place while removing tiles: the removed tile's button disappears with
 * it, so focus moves to the 'Remove tile' button now in its place (or the last one), else to
 * `fallback` (the Done button) once no tile is left.
 */
export function useRemovalFocus(
  container: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
  hiddenCount: number,
) {
  const next = useRef<number | null>(null);
  useEffect(() => {
    const index = next.current;
    if (index === null || hiddenCount < 0) return;
    next.current = null;
    const buttons = container.current?.querySelectorAll<HTMLElement>('[data-remove-tile]') ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? fallback.current)?.focus();
  }, [hiddenCount, container, fallback]);
  /** Call with the removed tile's place among the tiles shown, before removing it. */
  return (index: number) => {
    next.current = index;
  };
}
