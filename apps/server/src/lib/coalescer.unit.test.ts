import { describe, expect, it } from 'vitest';
import { Coalescer } from './coalescer';

/** A read that resolves when told to, counting how often it was started. */
function deferredReads() {
  const resolvers: ((v: string) => void)[] = [];
  const read = () => new Promise<string>((resolve) => resolvers.push(resolve));
  return { read, resolvers };
}

describe('Coalescer', () => {
  it('answers identical concurrent requests with one read', async () => {
    const c = new Coalescer<string>();
    const { read, resolvers } = deferredReads();
    const a = c.run(1, 'q', read);
    const b = c.run(1, 'q', read);
    expect(resolvers).toHaveLength(1);
    resolvers[0]!('answer');
    expect(await a).toBe('answer');
    expect(await b).toBe('answer');
    expect(c.pending).toBe(0);
  });
  it('keeps nothing once the read settles: the next request reads again', async () => {
    const c = new Coalescer<string>();
    const { read, resolvers } = deferredReads();
    const first = c.run(1, 'q', read);
    resolvers[0]!('one');
    await first;
    const second = c.run(1, 'q', read);
    expect(resolvers).toHaveLength(2);
    resolvers[1]!('two');
    expect(await second).toBe('two');
  });
  it('never lets a request that came after a change join a read started before it', async () => {
    const c = new Coalescer<string>();
    const { read, resolvers } = deferredReads();
    const before = c.run(1, 'q', read);
    c.changed(1);
    const after = c.run(1, 'q', read);
    expect(resolvers).toHaveLength(2);
    resolvers[0]!('old');
    resolvers[1]!('new');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
  });
  it('keeps different questions and scopes apart, and a change of one scope leaves the others', async () => {
    const c = new Coalescer<string>();
    const { read, resolvers } = deferredReads();
    void c.run(1, 'q', read);
    void c.run(1, 'other', read);
    void c.run(2, 'q', read);
    expect(resolvers).toHaveLength(3);
    c.changed(2);
    void c.run(1, 'q', read);
    expect(resolvers).toHaveLength(3);
    for (const r of resolvers) r('x');
  });
  it('shares a failure with the requests that waited, and retries on the next request', async () => {
    const c = new Coalescer<string>();
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new Error('database down'));
    };
    const a = c.run(1, 'q', failing);
    const b = c.run(1, 'q', failing);
    await expect(a).rejects.toThrow('database down');
    await expect(b).rejects.toThrow('database down');
    await expect(c.run(1, 'q', failing)).rejects.toThrow('database down');
    expect(calls).toBe(2);
  });
});
