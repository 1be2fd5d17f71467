import { isUuid, lowerCaseIds } from './ids';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const UPPER = ID.toUpperCase();

describe('lowerCaseIds', () => {
  it('writes a route parameter that is a UUID in lower case, and leaves any other as it is', () => {
    expect(lowerCaseIds(UPPER, 'param')).toBe(ID);
    expect(lowerCaseIds('Not-A-Uuid', 'param')).toBe('Not-A-Uuid');
    expect(lowerCaseIds({ id: UPPER, token: 'ABC' }, 'param')).toEqual({ id: ID, token: 'ABC' });
  });

  it('writes the UUIDs of id fields (id, …Id, …Ids) in lower case, at any depth of a body or query', () => {
    const body = {
      batchIds: [UPPER, 'x', 7],
      grapeLotId: UPPER,
      nested: { id: UPPER, list: [{ userId: UPPER }] },
      name: UPPER,
      notes: [UPPER],
    };
    expect(lowerCaseIds(body, 'body')).toEqual({
      batchIds: [ID, 'x', 7],
      grapeLotId: ID,
      nested: { id: ID, list: [{ userId: ID }] },
      // text stays as written, even when it looks like an id
      name: UPPER,
      notes: [UPPER],
    });
    expect(lowerCaseIds({ estateId: UPPER }, 'query')).toEqual({ estateId: ID });
    expect(lowerCaseIds(null, 'body')).toBeNull();
    expect(lowerCaseIds('text', 'body')).toBe('text');
  });

  it('accepts UUIDs in any case as ids', () => {
    expect(isUuid(UPPER)).toBe(true);
    expect(isUuid(`${ID}0`)).toBe(false);
  });
});
