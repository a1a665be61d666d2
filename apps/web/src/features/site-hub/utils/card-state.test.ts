import { describe, expect, it, vi } from 'vitest';
import { cardState } from './card-state';

const figure = (n: number) => ({ state: 'ready' as const, value: String(n), detail: 'd' });
const query = (o: Partial<{ data: number; error: Error | null; isPending: boolean }>) => ({
  data: undefined,
  error: null,
  isPending: false,
  refetch: vi.fn(),
  ...o,
});

describe('cardState', () => {
  it('says not applicable before anything else, even while loading', () => {
    expect(cardState(query({ isPending: true }), figure, 'No meter.')).toEqual({
      state: 'not-applicable',
      message: 'No meter.',
    });
  });

  it('shows the figure, else the error with a retry, else loading', () => {
    expect(cardState(query({ data: 4 }), figure)).toEqual(figure(4));
    const failed = query({ error: new Error('down') });
    const state = cardState(failed, figure);
    expect(state).toMatchObject({ state: 'error', message: 'down' });
    if (state.state === 'error') state.retry();
    expect(failed.refetch).toHaveBeenCalledOnce();
    expect(cardState(query({ isPending: true }), figure)).toEqual({ state: 'loading' });
  });
});
