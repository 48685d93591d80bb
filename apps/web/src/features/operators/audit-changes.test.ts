import { describe, expect, it } from 'vitest';
import { NO_VALUE, changedFields } from './audit-changes';

describe('changedFields', () => {
  it('lists only the fields whose value changed, as text', () => {
    const before = { kind: 'id', reviewStatus: 'pending', rejectionNote: null, count: 1 };
    const after = { kind: 'id', reviewStatus: 'rejected', rejectionNote: 'Borrosa', count: 2 };
    expect(changedFields(before, after)).toEqual([
      { field: 'reviewStatus', before: 'pending', after: 'rejected' },
      { field: 'rejectionNote', before: NO_VALUE, after: 'Borrosa' },
      { field: 'count', before: '1', after: '2' },
    ]);
  });

  it('shows every field of a record created, and of a record removed', () => {
    expect(changedFields(null, { role: 'operator', disabledAt: null })).toEqual([
      { field: 'role', before: null, after: 'operator' },
      { field: 'disabledAt', before: null, after: NO_VALUE },
    ]);
    expect(changedFields({ role: 'operator' }, null)).toEqual([
      { field: 'role', before: 'operator', after: null },
    ]);
  });

  it('names a field present on one side only, and a value that is not a record', () => {
    expect(changedFields({ a: 1 }, { a: 1, b: [1, 2] })).toEqual([
      { field: 'b', before: NO_VALUE, after: '[1,2]' },
    ]);
    expect(changedFields('antes', 'después')).toEqual([
      { field: 'valor', before: 'antes', after: 'después' },
    ]);
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual([]);
  });
});
