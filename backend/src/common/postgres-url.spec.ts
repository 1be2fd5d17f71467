import { isMultiHostUrl, parsePostgresUrl } from './postgres-url';

describe('parsePostgresUrl', () => {
  it("reads libpq's multi-host form: the hosts in order, the first host's URL for pg, the session wanted", () => {
    const target = parsePostgresUrl(
      'postgres://app:s%40cret@db1.internal:6432,10.0.0.2,[fd00::3]:5433/vineyard?target_session_attrs=read-write&sslmode=require',
    );
    expect(target.hosts).toEqual([
      { host: 'db1.internal', port: 6432 },
      { host: '10.0.0.2', port: 5432 },
      { host: 'fd00::3', port: 5433 },
    ]);
    expect(target.targetSessionAttrs).toBe('read-write');
    expect(target.url).toBe('postgres://app:s%40cret@db1.internal:6432/vineyard?sslmode=require');
  });

  it('takes any session by default and accepts primary', () => {
    expect(parsePostgresUrl('postgresql://a:1,b:2/db').targetSessionAttrs).toBe('any');
    expect(parsePostgresUrl('postgresql://a:1,b:2/db?target_session_attrs=primary').targetSessionAttrs).toBe('primary');
  });

  it.each([
    ['postgres://a:1,b:2/db?target_session_attrs=standby', 'target_session_attrs=standby'],
    ['postgres://a:1,b:99999/db', 'b:99999'],
    ['postgres://a:1,,b/db', 'host ""'],
    ['postgres://a:x,b/db', 'a:x'],
    ['mysql://a,b/db', 'postgres:'],
  ])('refuses %s, saying what is wrong', (raw, said) => {
    expect(() => parsePostgresUrl(raw)).toThrow(said);
  });

  it('tells a multi-host URL (or one asking for a kind of session) from a plain one', () => {
    expect(isMultiHostUrl('postgres://u:p@h1:1,h2:2/db')).toBe(true);
    expect(isMultiHostUrl('postgres://u@h1/db?target_session_attrs=read-write')).toBe(true);
    expect(isMultiHostUrl('postgres://u:p,w@h1:5432/db')).toBe(false);
    expect(isMultiHostUrl('postgres://u@h1:5432/db?options=a,b')).toBe(false);
  });
});
