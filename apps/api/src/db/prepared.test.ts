import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { listPlaceholders, listValues, preparedPerDatabase } from './prepared.ts';

// Two stand-ins for database handles: the helper only keys on their identity.
const first = {} as Database;
const second = {} as Database;

describe('preparedPerDatabase', () => {
  it('builds a statement once per handle and name, with the arguments of its first use', () => {
    const built: string[] = [];
    const statements = preparedPerDatabase((db, name, order: 'soonest' | 'latest') => {
      built.push(`${db === first ? 'first' : 'second'}:${name}:${order}`);
      return { name, order };
    });
    const soonest = statements(first, 'list_soonest', 'soonest');
    expect(statements(first, 'list_soonest', 'soonest')).toBe(soonest);
    expect(statements(first, 'list_latest', 'latest')).toEqual({
      name: 'list_latest',
      order: 'latest',
    });
    expect(statements(second, 'list_soonest', 'soonest')).not.toBe(soonest);
    expect(built).toEqual([
      'first:list_soonest:soonest',
      'first:list_latest:latest',
      'second:list_soonest:soonest',
    ]);
  });
});

describe('listPlaceholders and listValues', () => {
  it('name one placeholder per value, in order, and fill them', () => {
    const placeholders = listPlaceholders('status', 3);
    expect(placeholders.map((placeholder) => placeholder.name)).toEqual([
      'status0',
      'status1',
      'status2',
    ]);
    expect(placeholders[0]).toEqual(sql.placeholder('status0'));
    expect(listValues('status', ['pending', 'finished'])).toEqual({
      status0: 'pending',
      status1: 'finished',
    });
    expect(listPlaceholders('status', 0)).toEqual([]);
  });
});
