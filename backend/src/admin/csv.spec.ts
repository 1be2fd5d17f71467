import { csvField, toCsv } from './csv';

describe('CSV exports', () => {
  it('quotes every field and doubles quotes', () => {
    expect(csvField('plain')).toBe('"plain"');
    expect(csvField('say "hi", twice')).toBe('"say ""hi"", twice"');
    expect(csvField(null)).toBe('""');
    expect(csvField(3)).toBe('"3"');
  });

  it('neutralises values a spreadsheet would run as formulas', () => {
    for (const value of ['=1+1', '+cmd', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvField(value)).toBe(`"'${value}"`);
    }
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('a=b')).toBe('"a=b"');
  });

  it('writes a header and CRLF-terminated rows', () => {
    expect(toCsv(['a', 'b'], [['1', '=2']])).toBe('"a","b"\r\n"1","\'=2"\r\n');
  });
});
