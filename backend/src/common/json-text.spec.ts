import { JsonText, stringifyJson } from './json-text';

describe('stringifyJson', () => {
  it('writes each JsonText as its text, and everything else as JSON.stringify does', () => {
    const plots = new JsonText<unknown[]>('[{"id":"a","size":1.5},{"id":"b","notes":"x\\ny"}]');
    const value = { data: { plots, other: [new JsonText('{}'), 'text', 2, null] }, message: 'hi' };
    const text = stringifyJson(value);
    expect(text).toBe(
      '{"data":{"plots":[{"id":"a","size":1.5},{"id":"b","notes":"x\\ny"}],"other":[{},"text",2,null]},"message":"hi"}',
    );
    // the same value as Nest's pipeline sends it (JSON.stringify through toJSON)
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
  });

  it('splices texts of any depth in their places', () => {
    const value = { a: { x: new JsonText('1'), y: [new JsonText('[2]'), 3] }, b: new JsonText('"b"'), c: 4 };
    expect(stringifyJson(value)).toBe('{"a":{"x":1,"y":[[2],3]},"b":"b","c":4}');
  });

  it('cannot be fooled by strings that look like its marks', () => {
    const value = { a: '\u00000\u0000', b: '\\u00000\\u0000', c: new JsonText('[1]') };
    expect(JSON.parse(stringifyJson(value))).toEqual({ a: '\u00000\u0000', b: '\\u00000\\u0000', c: [1] });
  });

  it('never parses a JsonText it writes', () => {
    const parse = jest.spyOn(JSON, 'parse');
    const text = stringifyJson({ data: { plots: new JsonText('[{"a":1}]') }, list: [new JsonText('2')] });
    expect(text).toBe('{"data":{"plots":[{"a":1}]},"list":[2]}');
    expect(stringifyJson(new JsonText('{"b":2}'))).toBe('{"b":2}');
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });

  it('writes a JsonText deeper than its walk looks, or behind a toJSON, as its value', () => {
    let deep: unknown = { t: new JsonText('{"x":[1]}') };
    for (let i = 0; i < 40; i++) deep = [deep];
    const hidden = { toJSON: () => ({ t: new JsonText('[3]') }) };
    expect(JSON.parse(stringifyJson({ deep, hidden }))).toEqual(JSON.parse(JSON.stringify({ deep, hidden })));
  });

  it('is JSON.stringify when there is no JsonText', () => {
    const value = { x: [1, 'two', { three: true }], y: undefined, z: new Date(0) };
    expect(stringifyJson(value)).toBe(JSON.stringify(value));
  });
});
