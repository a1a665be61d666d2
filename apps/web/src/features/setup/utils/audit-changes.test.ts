import { describe, expect, it } from 'vitest';
import { actionText, auditChanges } from './audit-changes';

describe('audit changes', () => {
  it('lists the fields that changed, with their values before and after', () => {
    expect(
      auditChanges(
        { title: 'A', area: 10, hours: { mon: null } },
        { title: 'A', area: 12, hours: { mon: null } },
      ),
    ).toEqual([{ field: 'area', from: '10', to: '12' }]);
    expect(auditChanges(null, { title: 'New' })).toEqual([{ field: 'title', from: '', to: 'New' }]);
    expect(auditChanges({ title: 'Gone' }, null)).toEqual([{ field: 'title', from: 'Gone', to: '' }]);
    expect(actionText('SITE_CREATED')).toBe('Site created');
  });
});
