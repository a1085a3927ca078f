import { describe, expect, it } from 'vitest';
import { EXPORTED_TABLES } from '@mocks/account/records';
import { TABLE_LABELS, tableLabel } from './table-label';

describe('tableLabel', () => {
  it('names every table of an export and of the delete confirmation', () => {
    expect(EXPORTED_TABLES.filter((table) => !TABLE_LABELS[table])).toEqual([]);
    expect(tableLabel('labDraw')).toBe('Blood draws');
  });

  it('falls back to the words of a table without a name', () => {
    expect(tableLabel('sleepJournal')).toBe('Sleep journal');
  });
});
