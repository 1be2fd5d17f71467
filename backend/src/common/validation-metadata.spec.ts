import { getMetadataStorage, IsInt, Min, validateSync } from 'class-validator';
import { cacheValidationMetadata } from './validation-metadata';

type Lookup = (target: unknown, schema: undefined, always: boolean, strictGroups: boolean) => unknown[];
const lookup: Lookup = (...args) =>
  (getMetadataStorage() as unknown as { getTargetValidationMetadatas: Lookup }).getTargetValidationMetadatas(...args);

class Before {
  @IsInt()
  count!: number;
}

describe('cacheValidationMetadata', () => {
  it('answers a class’s rules as class-validator does, once looked up, and learns rules declared later', () => {
    const before = lookup(Before, undefined, false, false);
    cacheValidationMetadata();
    cacheValidationMetadata(); // once only
    expect(lookup(Before, undefined, false, false)).toEqual(before);
    expect(lookup(Before, undefined, false, false)).toBe(lookup(Before, undefined, false, false));
    expect(validateSync(Object.assign(new Before(), { count: 1.5 }))).toHaveLength(1);

    // a class declared after the cache (its rules added: the cache forgets) and one that extends it
    class Later {
      @IsInt()
      @Min(2)
      size!: number;
    }
    class Child extends Later {
      @IsInt()
      extra!: number;
    }
    expect(lookup(Later, undefined, false, false)).toHaveLength(2);
    expect(lookup(Child, undefined, false, false)).toHaveLength(3);
    expect(validateSync(Object.assign(new Child(), { size: 1, extra: 0.5 })).map((e) => e.property)).toEqual([
      'extra',
      'size',
    ]);
    expect(validateSync(Object.assign(new Child(), { size: 3, extra: 1 }))).toEqual([]);
  });
});
