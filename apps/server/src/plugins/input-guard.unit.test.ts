import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  inspectJson,
  inTurnOfItsOwn,
  LARGE_JSON_CHARS,
  MAX_JSON_DEPTH,
  registerInputGuard,
} from './input-guard';

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

describe('large JSON bodies', () => {
  /** Turns of the event loop between a request's arrival and its handler (a setImmediate chain counts them). */
  async function turns(body: Record<string, unknown>): Promise<number> {
    const app = Fastify();
    registerInputGuard(app);
    let n = 0;
    let counting = false;
    const spin = () => {
      if (!counting) return;
      n++;
      setImmediate(spin);
    };
    app.addHook('onRequest', async () => {
      counting = true;
      setImmediate(spin);
    });
    app.post('/x', async () => {
      counting = false;
      return { ok: true };
    });
    const res = await app.inject({ method: 'POST', url: '/x', payload: body });
    expect(res.statusCode).toBe(200);
    await app.close();
    return n;
  }

  it('parses a large body in a turn of the event loop of its own and validates it in another', async () => {
    const readings = Array.from({ length: 1000 }, (_, i) => ({ sensor: `s-${i}`, ts: i, value: i / 3 }));
    expect(JSON.stringify({ readings }).length).toBeGreaterThanOrEqual(LARGE_JSON_CHARS);
    const small = await turns({ readings: readings.slice(0, 2) });
    // A small body: as many turns as before (none added).
    expect(await turns({ readings: readings.slice(0, 3) })).toBe(small);
    expect(await turns({ readings })).toBeGreaterThanOrEqual(small + 2);
  });

  it('handles large bodies arriving together one per turn of the event loop', async () => {
    const app = Fastify();
    registerInputGuard(app);
    let turn = 0;
    let spinning = true;
    const spin = () => {
      turn++;
      if (spinning) setImmediate(spin);
    };
    setImmediate(spin);
    const handledAt: number[] = [];
    app.post('/x', async () => {
      handledAt.push(turn);
      return { ok: true };
    });
    const readings = Array.from({ length: 1000 }, (_, i) => ({ sensor: `s-${i}`, ts: i, value: i / 3 }));
    await Promise.all(
      Array.from({ length: 4 }, () => app.inject({ method: 'POST', url: '/x', payload: { readings } })),
    );
    spinning = false;
    await app.close();
    expect(handledAt).toHaveLength(4);
    expect(new Set(handledAt).size).toBe(4);
  });

  it('runs a job queued by a running job in the next turn, once', async () => {
    const ran: string[] = [];
    inTurnOfItsOwn(() => {
      ran.push('a');
      inTurnOfItsOwn(() => ran.push('b'));
    });
    inTurnOfItsOwn(() => ran.push('c'));
    await new Promise((r) => setTimeout(r, 30));
    expect(ran).toEqual(['a', 'c', 'b']);
  });
});
