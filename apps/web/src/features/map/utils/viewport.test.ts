import { describe, expect, it } from 'vitest';
import { parseViewport, serializeViewport } from './viewport';

const range = { minZoom: 2, maxZoom: 18 };

describe('viewport', () => {
  it('round-trips a view', () => {
    const v = { lat: 51.507351, lng: -0.127758, zoom: 12 };
    expect(parseViewport(serializeViewport(v), range)).toEqual(v);
  });

  it('ignores malformed values and clamps out-of-range ones', () => {
    expect(parseViewport(null, range)).toBeNull();
    expect(parseViewport('{oops', range)).toBeNull();
    expect(parseViewport('{"lat":"1","lng":2,"zoom":3}', range)).toBeNull();
    expect(parseViewport('{"lat":95,"lng":-200,"zoom":40}', range)).toEqual({ lat: 85, lng: -180, zoom: 18 });
  });
});
