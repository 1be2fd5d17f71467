import fc from 'fast-check';
import { dayIndexOf } from './calendar';
import { addSale, isDailySaleKind, salesDayNotice, salesDayNoticeTemplate } from './sales-notices';

const DAY = dayIndexOf({ year: 2, month: 3, day: 14 });
const latest = { title: 'Wine sold: €900', body: '100 bottles of Alta sold to regional buyers at €9 on average.' };

describe('sales summarised per game day', () => {
  it('summarises the sales of grapes, bulk wine and bottles, nothing else', () => {
    expect(['grape_sale', 'bulk_wine_sale', 'wine_sale'].every((k) => isDailySaleKind(k as never))).toBe(true);
    expect(isDailySaleKind('harvest')).toBe(false);
    expect(isDailySaleKind('critic_review')).toBe(false);
  });

  it('keeps a single sale as it was', () => {
    const tally = addSale(null, { quantity: 100, money: 900 });
    expect(tally).toEqual({ sales: 1, quantity: 100, money: 900 });
    expect(salesDayNotice('wine_sale', DAY, tally, latest)).toEqual(latest);
  });

  it("tells the day's totals and the latest sale from the second sale on", () => {
    const tally = addSale(addSale(null, { quantity: 100, money: 900 }), { quantity: 1150, money: 11_400 });
    expect(salesDayNotice('wine_sale', DAY, tally, latest)).toEqual({
      title: 'Wine sales on 14 Mar, Year 2: €12,300',
      body: `2 sales so far that day: 1,250 bottles for €12,300 in all. The latest: ${latest.body}`,
    });
    expect(salesDayNotice('grape_sale', DAY, tally, latest).body).toContain('1,250 kg for €12,300');
    expect(salesDayNotice('bulk_wine_sale', DAY, tally, latest).title).toBe(
      'Bulk wine sales on 14 Mar, Year 2: €12,300',
    );
  });

  it('gives the same notice as templates for set-based statements', () => {
    const template = salesDayNoticeTemplate('grape_sale', DAY);
    const tally = { sales: 3, quantity: 1250, money: 12_300 };
    const fill = (text: string) =>
      text
        .replace('{sales}', '3')
        .replace('{quantity}', '1,250')
        .replace('{money}', '€12,300')
        .replace('{latest}', latest.body);
    expect({ title: fill(template.title), body: fill(template.body) }).toEqual(
      salesDayNotice('grape_sale', DAY, tally, latest),
    );
  });

  it('adds up every sale, whatever their order', () => {
    const sale = fc.record({ quantity: fc.nat(100_000), money: fc.nat(10_000_000) });
    fc.assert(
      fc.property(fc.array(sale, { minLength: 1, maxLength: 30 }), (sales) => {
        const forward = sales.reduce<ReturnType<typeof addSale> | null>((t, s) => addSale(t, s), null);
        const backward = [...sales].reverse().reduce<ReturnType<typeof addSale> | null>((t, s) => addSale(t, s), null);
        expect(forward).toEqual(backward);
        expect(forward).toEqual({
          sales: sales.length,
          quantity: sales.reduce((n, s) => n + s.quantity, 0),
          money: sales.reduce((n, s) => n + s.money, 0),
        });
      }),
    );
  });
});
