import { expect, type Page } from '@playwright/test';

/**
 * Tabs through the page from its top, up to `max` stops, and fails on a stop the user cannot see:
 * an element inside a visually hidden box (clipped to a pixel, as the phone layout hides a table's
 * header row) or with no size. Returns how many stops were visited.
 */
export async function expectTabStopsVisible(page: Page, max = 60): Promise<number> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const seen = new Set<string>();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}"`;
      // A switch or checkbox draws its focus on the control around its zero-sized native input.
      const toggle = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
      const shown = toggle && el.parentElement ? el.parentElement : el;
      const own = shown.getBoundingClientRect();
      if (own.width < 2 || own.height < 2) return { name, hidden: 'no size' };
      for (let a: HTMLElement | null = shown; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        const r = a.getBoundingClientRect();
        const clips = style.overflow !== 'visible' || style.clipPath !== 'none';
        if (clips && (r.width < 2 || r.height < 2))
          return { name, hidden: `inside a clipped <${a.tagName.toLowerCase()}>` };
      }
      return { name, hidden: null, path: [...document.querySelectorAll('*')].indexOf(el) };
    });
    if (!stop) break;
    expect(stop.hidden, `Tab stop ${i + 1}: ${stop.name}`).toBeNull();
    const key = `${stop.name}@${'path' in stop ? stop.path : ''}`;
    if (seen.has(key)) break; // back round to the start
    seen.add(key);
  }
  return seen.size;
}
