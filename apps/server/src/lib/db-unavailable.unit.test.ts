import { describe, expect, it } from 'vitest';
import { databaseUnavailableReason, isDatabaseUnavailable } from './db-unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** As Drizzle wraps a driver error. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['refused', withCode('ECONNREFUSED')],
    ['reset', withCode('ECONNRESET')],
    ['admin shutdown (restart)', withCode('57P01')],
    ['crash shutdown', withCode('57P02')],
    ['starting up / shutting down', withCode('57P03')],
    ['connection failure', withCode('08006')],
    ['too many connections', withCode('53300')],
    ['lost connection', new Error('Connection terminated unexpectedly')],
    ['connect timeout', new Error('timeout exceeded when trying to connect')],
    ['wrapped by drizzle', wrapped(withCode('57P01'))],
    ['dual-stack connect', wrapped(Object.assign(new AggregateError([withCode('ECONNREFUSED')]), {}))],
  ])('%s: yes', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['unique violation', wrapped(withCode('23505'))],
    ['bad input', withCode('22P02')],
    ['deadlock', withCode('40P01')],
    ['a message that only mentions a connection', new Error('Connection terminated unexpectedly: no')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s: no', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });

  it('names the reason without the query', () => {
    expect(databaseUnavailableReason(wrapped(withCode('57P01', 'terminating connection')))).toBe('57P01');
  });

  it('survives a cycle of causes', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    a.cause = wrapped(a);
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
