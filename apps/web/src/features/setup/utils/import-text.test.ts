import { describe, expect, it } from 'vitest';
import { changeText, countsText, extrasText, issuePlace } from './import-text';

describe('import report texts', () => {
  it('says what a file does, by kind and for what it brings along', () => {
    expect(countsText({ created: 5000, updated: 0, unchanged: 2 })).toBe('5,000 created, 2 unchanged');
    expect(countsText({ created: 0, updated: 0, unchanged: 0 })).toBe('nothing');
    const none = { created: 0, updated: 0, unchanged: 0 };
    expect(
      extrasText({
        sites: none,
        equipment: none,
        sensors: none,
        gateways: { created: 1 },
        spaces: { created: 0 },
        siteGroups: { created: 3 },
      }),
    ).toBe('1 new gateway, 3 new site groups');
  });

  it('places an issue and reads a change', () => {
    expect(issuePlace({ sheet: null, row: 4, column: 'time_zone', message: 'Unknown time zone' })).toBe(
      'Row 4, time_zone',
    );
    expect(issuePlace({ sheet: 'Import', row: 0, column: null, message: 'x' })).toBe('Sheet Import');
    expect(issuePlace({ sheet: null, row: 0, column: null, message: 'x' })).toBe('The file');
    expect(changeText({ column: 'title', before: 'A', after: 'B' }, false)).toBe('title: A → B');
    expect(changeText({ column: 'address', before: null, after: '' }, true)).toBe('address: (empty)');
  });
});
