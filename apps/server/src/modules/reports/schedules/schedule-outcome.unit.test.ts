import { describe, expect, it } from 'vitest';
import { failureEmail, reportEmail } from './schedule-emails';
import { type DeliveryTally, outcomeOf, settle } from './schedule-outcome';

const tally = (o: Partial<DeliveryTally> = {}): DeliveryTally => ({
  jobId: 'job',
  day: '2026-11-27',
  failure: null,
  pending: [],
  sent: [],
  noAccess: [],
  inactive: [],
  failed: [],
  ...o,
});

describe('a run’s outcome', () => {
  it('says who was sent the report, who is still owed it and who was skipped', () => {
    expect(outcomeOf(tally({ sent: [1, 2, 3] }))).toBe('Sent to 3 recipients on 2026-11-27');
    expect(outcomeOf(tally({ sent: [1], pending: [2] }))).toBe(
      'Sent to 1 recipient on 2026-11-27 (1 still to send)',
    );
    expect(outcomeOf(tally({ sent: [1, 2], noAccess: [3], inactive: [4, 5], failed: [6] }))).toBe(
      'Sent to 2 recipients on 2026-11-27; skipped 1 recipient without access to every site; skipped 2 recipients no longer active in the organisation; could not email 1 recipient',
    );
    expect(outcomeOf(tally({ failure: 'Please try again later' }))).toBe('Failed: Please try again later');
  });

  it('moves a pending recipient once', () => {
    const t = settle(tally({ pending: [1, 2] }), 1, 'sent');
    expect(t).toMatchObject({ pending: [2], sent: [1] });
    expect(settle(t, 1, 'failed')).toBe(t);
    expect(settle(t, 2, 'noAccess')).toMatchObject({ pending: [], sent: [1], noAccess: [2] });
  });
});

describe('the emails', () => {
  const base = {
    to: 'ada@example.com',
    title: 'Cooler log',
    period: '2026-11-21',
    fileName: 'log.csv',
    ownerName: 'Olive Owner',
    link: 'https://sitewatch.example/my-downloads',
  };

  it('attaches the file, or links My Downloads (over 10 MB: linked even when attaching)', () => {
    const attached = reportEmail({
      ...base,
      attachment: { filename: 'log.csv', content: 'a,b' },
      tooLarge: false,
    });
    expect(attached.subject).toBe('Cooler log — 2026-11-21');
    expect(attached.attachments).toEqual([{ filename: 'log.csv', content: 'a,b' }]);
    expect(attached.text).toContain('The file log.csv is attached.');
    expect(attached.text).not.toContain('my-downloads');

    const large = reportEmail({ ...base, attachment: null, tooLarge: true });
    expect(large.attachments).toBeUndefined();
    expect(large.text).toBe(
      [
        'The scheduled report Cooler log for 2026-11-21 is ready.',
        'The file log.csv is over 10 MB, so it is in your My Downloads instead of attached:',
        'https://sitewatch.example/my-downloads',
        'Olive Owner scheduled this report and chose you as a recipient.',
        '',
      ].join('\n'),
    );
    expect(large.html).toContain('<a href="https://sitewatch.example/my-downloads">');
  });

  it('keeps a title to one header line and escapes it in HTML', () => {
    const m = reportEmail({ ...base, title: 'A\r\nBcc: x@y <b>', attachment: null, tooLarge: false });
    expect(m.subject).toBe('A Bcc: x@y <b> — 2026-11-21');
    expect(m.html).toContain('A\r\nBcc: x@y &lt;b&gt;');
  });

  it('tells the owner a report could not be made', () => {
    const m = failureEmail('olive@example.com', 'Cooler log', 'November 2026', 'Site not found');
    expect(m.to).toBe('olive@example.com');
    expect(m.text).toContain('The scheduled report Cooler log could not be made: Site not found');
  });
});
