import type { FeatureCollection } from 'geojson';
import { describe, expect, it } from 'vitest';
import { type OutlineBox, outlineBox, outlinesInView, roundOutline, splitByBand } from './outline-files';

const files: [...OutlineBox, string][] = [
  [-125, 24, -66, 50, 'us'],
  [-8.2, 50, 1.8, 60.8, 'uk'],
  [-181.4, 64.2, -169, 71.6, 'ru-chukotka'],
  [19.6, 41.2, 60, 81.9, 'ru-west'],
  [112.9, -54.7, 159, -10, 'au'],
];

describe('outlinesInView', () => {
  it('picks only the countries whose box meets the view', () => {
    expect(outlinesInView(files, [-90, 30, -80, 40])).toEqual(['us']);
    expect(outlinesInView(files, [-5, 51, 0, 53])).toEqual(['uk']);
    expect(outlinesInView(files, [140, -40, 150, -30])).toEqual(['au']);
  });

  it('finds countries across the antimeridian, in a view panned past ±180', () => {
    expect(outlinesInView(files, [-210, -40, -200, -30])).toEqual(['au']);
    expect(outlinesInView(files, [175, 60, 185, 70])).toEqual(['ru-chukotka']);
  });
});

describe('splitByBand', () => {
  it('puts the parts of a country in one file per longitude band', () => {
    const part = (west: number) => [
      [
        [west, 0],
        [west + 1, 1],
        [west, 0],
      ],
    ];
    const fc: FeatureCollection = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'X' },
          geometry: { type: 'MultiPolygon', coordinates: [part(10), part(20), part(100), part(-178)] },
        },
      ],
    };
    expect(splitByBand(fc).map((c) => outlineBox(c))).toEqual([
      [10, 0, 21, 1],
      [100, 0, 101, 1],
      [-178, 0, -177, 1],
    ]);
  });
});

describe('roundOutline and outlineBox', () => {
  it('rounds to 0.001° and boxes every polygon', () => {
    const fc: FeatureCollection = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: {},
          geometry: {
            type: 'MultiPolygon',
            coordinates: [
              [
                [
                  [1.23456, 2.34567],
                  [3, 4],
                  [1.23456, 2.34567],
                ],
              ],
              [
                [
                  [-5, -6],
                  [-4, -5],
                  [-5, -6],
                ],
              ],
            ],
          },
        },
      ],
    };
    const rounded = roundOutline(fc);
    expect(JSON.stringify(rounded)).toContain('[1.235,2.346]');
    expect(outlineBox(rounded)).toEqual([-5, -6, 3, 4]);
  });
});
