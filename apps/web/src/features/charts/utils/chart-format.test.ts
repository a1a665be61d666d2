import { describe, expect, it } from 'vitest';
import { axisLabelFormatter, escapeHtml, stampFormatter } from './chart-format';

describe('chart formatting', () => {
  it("reads instants on the page's clock in the spec's date format", () => {
    const t = Date.UTC(2026, 5, 10, 23, 30);
    expect(stampFormatter('UTC')(t)).toBe('10 Jun, 2026 23:30');
    expect(stampFormatter('Europe/Paris')(t)).toBe('11 Jun, 2026 01:30');
    expect(axisLabelFormatter('Europe/Paris', 3_600_000)(t)).toBe('01:30');
    expect(axisLabelFormatter('Europe/Paris', 10 * 86_400_000)(t)).toBe('Jun 11');
  });

  it('escapes markup', () => {
    expect(escapeHtml('<b>"x" & \'y\'</b>')).toBe('&lt;b&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/b&gt;');
  });
});
