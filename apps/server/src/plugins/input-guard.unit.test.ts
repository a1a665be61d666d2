import { describe, expect, it } from 'vitest';
import { inspectJson, MAX_JSON_DEPTH } from './input-guard';

const nested = (levels: number) => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`);

describe('inspectJson', () => {
  it('accepts MAX_JSON_DEPTH levels and refuses one more, at any depth without overflowing', () => {
    expect(inspectJson(nested(MAX_JSON_DEPTH), false).tooDeep).toBe(false);
    expect(inspectJson(nested(MAX_JSON_DEPTH + 1), false).tooDeep).toBe(true);
    expect(inspectJson(nested(1_000_000), false).tooDeep).toBe(true);
    expect(inspectJson({ a: { b: nested(MAX_JSON_DEPTH - 1) } }, false).tooDeep).toBe(true);
  });

  it('finds NUL in any string value or key, only when asked', () => {
    expect(inspectJson({ a: [{ b: 'x\u0000' }] }, true).nul).toBe(true);
    expect(inspectJson({ 'k\u0000': 1 }, true).nul).toBe(true);
    expect(inspectJson({ a: [{ b: 'x\u0000' }] }, false).nul).toBe(false);
    // An escaped backslash followed by "u0000" is ordinary text.
    expect(inspectJson(JSON.parse('{"a":"\\\\u0000"}'), true).nul).toBe(false);
  });
});
