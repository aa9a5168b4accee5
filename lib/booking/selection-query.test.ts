import { parseSelectionQuery } from './selection-query';

const a = '0b7c2a8e-1f4d-4c2b-9a3e-5d6f7a8b9c0d';
const b = '1c8d3b9f-2a5e-4d3c-8b4f-6e7a8b9c0d1e';

describe('parseSelectionQuery', () => {
  it('reads the lines Reserve writes', () => {
    expect(parseSelectionQuery(`${a}:2,${b}:1`)).toEqual([
      { categoryId: a, count: 2 },
      { categoryId: b, count: 1 },
    ]);
    expect(parseSelectionQuery(encodeURIComponent(`${a}:3`))).toEqual([{ categoryId: a, count: 3 }]);
  });
  it('drops unreadable, repeated and out-of-range lines', () => {
    expect(parseSelectionQuery(`${a}:0,${b}:11,nope:1,${a}:x`)).toEqual([]);
    expect(parseSelectionQuery(`${a}:1,${a}:2`)).toEqual([{ categoryId: a, count: 1 }]);
    expect(parseSelectionQuery(undefined)).toEqual([]);
    // A stray % is not an escape: that line is dropped, the others kept.
    expect(parseSelectionQuery(`%,${a}:1,${b}:1%`)).toEqual([{ categoryId: a, count: 1 }]);
  });
});
