import { attachmentName, downloadCsv } from './download';

/** Just what downloadCsv reads of a Response (jsdom has no Response). */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return jest.fn().mockResolvedValue({
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(headers),
    json: async () => body,
    blob: async () => new Blob([String(body)], { type: 'text/csv' }),
  });
}

describe('CSV downloads', () => {
  it('takes the file name from Content-Disposition', () => {
    expect(attachmentName('attachment; filename="waitlist-2026-11-23.csv"', 'x.csv')).toBe('waitlist-2026-11-23.csv');
    expect(attachmentName(null, 'x.csv')).toBe('x.csv');
    expect(attachmentName('attachment', 'x.csv')).toBe('x.csv');
  });

  it('sends the bearer token and hands the file to the browser through a blob link', async () => {
    const fetchFn = answer(200, '"email"\r\n', {
      'Content-Disposition': 'attachment; filename="newsletter-2026-11-23.csv"',
    });
    const createObjectURL = jest.fn(() => 'blob:csv');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    jest.useFakeTimers();
    try {
      await expect(downloadCsv('/admin/newsletter.csv', 'tok', 'newsletter.csv', fetchFn)).resolves.toBe(
        'newsletter-2026-11-23.csv',
      );
      expect(fetchFn).toHaveBeenCalledWith('/api/admin/newsletter.csv', {
        headers: { Accept: 'text/csv', Authorization: 'Bearer tok' },
      });
      expect(click).toHaveBeenCalledTimes(1);
      jest.runAllTimers();
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:csv');
    } finally {
      jest.useRealTimers();
      click.mockRestore();
    }
  });

  it("throws the server's message, or a sign-in hint on 401", async () => {
    await expect(
      downloadCsv('/admin/waitlist.csv', 'tok', 'w.csv', answer(403, { message: 'Admins only' })),
    ).rejects.toThrow('Admins only');
    await expect(
      downloadCsv('/admin/waitlist.csv', null, 'w.csv', answer(401, { message: 'Unauthorized' })),
    ).rejects.toThrow(/sign in again/);
  });
});
