/**
 * Weather that threatens (issue 31, item 2) in a real browser: two blocks of a Bordeaux plot see a
 * forecast event on their block pages; the player protects one (Protect, the confirmation, the
 * toast, the Protected badge), the clock is advanced through the event's day, and the pages tell
 * what happened: no damage to the protected block, the damage to the other, whose health is lower
 * by exactly the event's damage. Screenshots at 1280 and 375 px.
 */
import type { Browser } from 'playwright-core';
import {
  DAYS_PER_YEAR,
  DEMO_ACCOUNTS,
  formatGameDayShortForm,
  formatMoney,
  protectionCost,
  WEATHER_EVENTS,
  cropLossText,
  weatherEventFor,
  weatherEventLabel,
  type WeatherEvent,
} from '@vineyard/domain';
import { verifiedSession } from '../support/accounts';
import { describeBrowser, launchBrowser, screenshot, storeTokens, visit, watchConsole } from '../support/browser';
import { queryRows } from '../support/database';
import { Mailbox } from '../support/mailbox';
import { api, RunningServer, startServer } from '../support/server';
import { allStarted } from '../support/wait';
import { plantBlock, protectBlock, weatherPanel } from './support/vineyard-year';

/** Bordeaux's first event from year 3 on that hurts any block (not rain at harvest). */
function nextEvent(): WeatherEvent {
  for (let day = 2 * DAYS_PER_YEAR; ; day++) {
    const event = weatherEventFor('bordeaux', day);
    if (event && !WEATHER_EVENTS[event.kind].hurtsOnly) return event;
  }
}

describeBrowser('weather events in a real browser', () => {
  let mailbox: Mailbox;
  let server: RunningServer;
  let browser: Browser;

  // each try on a server of its own: the test moves the clock through the tick, which a retry
  // (tests/e2e/support/retry.ts) could not move back over days the tick has applied
  beforeEach(async () => {
    mailbox = await new Mailbox().start();
    await allStarted([
      startServer({ env: { SMTP_URL: mailbox.url, DEMO_ACCOUNTS: 'true' } }).then((s) => (server = s)),
      launchBrowser().then((b) => (browser = b)),
    ]);
  }, 60000);

  afterEach(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.stop();
  });

  const sql = (text: string, params: unknown[] = []) => queryRows(server.databaseUrl, text, params);

  it('protects one block before a forecast event and shows the damage the other takes', async () => {
    const event = nextEvent();
    const label = weatherEventLabel(event);
    const damage = WEATHER_EVENTS[event.kind].damage[event.severity];
    const { session } = await verifiedSession(server.baseUrl, mailbox);
    const token = session.access_token;
    const estate = (
      await api(server.baseUrl, '/api/estates', {
        token,
        body: { name: 'Château Grêle', template: 'boutique', location: 'bordeaux' },
      })
    ).body.data.estate;
    const plant = (name: string) => plantBlock(server.baseUrl, token, estate.plots[0].id, name);
    const guarded = await plant('Clos Abrité');
    const open = await plant('Clos Exposé');
    // two days before the event, the vines old enough to bear
    await sql('UPDATE game_clock SET day_index = $1', [event.day - 2]);
    await sql('UPDATE blocks SET planted_game_day = -400, health = 80 WHERE id = ANY($1)', [[guarded.id, open.id]]);
    const cost = protectionCost(event.kind, 0.5);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchConsole(page);
    await storeTokens(page, server.baseUrl, token, session.refresh_token);
    await visit(page, `${server.baseUrl}/game/blocks/${guarded.id}`);
    await page.getByRole('heading', { level: 1, name: 'Clos Abrité' }).waitFor();
    const panel = weatherPanel(page);
    await panel.getByText(label).first().waitFor();
    await panel.getByText(`Unprotected: −${damage} health`).waitFor();
    await protectBlock(page, 'Clos Abrité', event, cost);
    await screenshot(page, 'weather-forecast-1280');
    const [paid] = await sql(
      `SELECT amount::int FROM ledger_entries WHERE estate_id = $1 AND kind = 'weather_protection'`,
      [estate.id],
    );
    expect(paid.amount).toBe(-cost);

    // the other block, on a phone: the same event, still to protect
    const phone = await browser.newPage({ viewport: { width: 375, height: 800 } });
    const phoneErrors = watchConsole(phone);
    await storeTokens(phone, server.baseUrl, token, session.refresh_token);
    await visit(phone, `${server.baseUrl}/game/blocks/${open.id}`);
    const phonePanel = weatherPanel(phone);
    await phonePanel.getByRole('button', { name: `Protect (${formatMoney(cost)})` }).waitFor();
    await screenshot(phone, 'weather-forecast-375');
    // the Overview asks to protect the blocks still exposed (this one and the estate's head-start block)
    await visit(phone, `${server.baseUrl}/game`);
    await phone.getByText(`${label} forecast on ${formatGameDayShortForm(event.day)}: protect 2 blocks`).waitFor();
    await screenshot(phone, 'weather-overview-375');

    // the clock goes through the event's day
    const admin = await api(server.baseUrl, '/api/auth/login', {
      body: { identifier: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password },
    });
    for (let i = 0; i < 2; i++) {
      const tick = await api(server.baseUrl, '/api/game/time/update', {
        method: 'POST',
        token: admin.body.data.access_token,
      });
      expect(tick.status).toBeLessThan(300);
    }
    const [{ day_index: today }] = await sql('SELECT day_index FROM game_clock');
    expect(today).toBe(event.day);
    const healths = await sql('SELECT id, health FROM blocks WHERE id = ANY($1)', [[guarded.id, open.id]]);
    const health = (id: string) => healths.find((h) => h.id === id).health as number;
    expect(health(guarded.id) - health(open.id)).toBe(damage);

    // what the event took from the crop stays with the vintage: on the exposed block's page, not the guarded one's
    const crop = cropLossText(WEATHER_EVENTS[event.kind].crop[event.severity]);
    const taken = `${label.toLowerCase()} (${formatGameDayShortForm(event.day)})`;
    await visit(page, `${server.baseUrl}/game/blocks/${guarded.id}`);
    await panel.getByText('Protected: no damage', { exact: false }).waitFor();
    await expect(panel.getByTestId('vintage-loss').textContent()).resolves.not.toContain(taken);
    await screenshot(page, 'weather-after-1280');
    await visit(phone, `${server.baseUrl}/game/blocks/${open.id}`);
    await phonePanel.getByText(`Unprotected: the block lost ${damage} health; its harvest lost ${crop}`).waitFor();
    await phonePanel.getByTestId('vintage-loss').getByText(taken, { exact: false }).waitFor();
    await phone
      .getByText(`${health(open.id)}%`)
      .first()
      .waitFor();
    await screenshot(phone, 'weather-after-375');
    expect(errors).toEqual([]);
    expect(phoneErrors).toEqual([]);
    await page.close();
    await phone.close();
    // ~20 s alone; over a minute beside another browser suite on two cores
  }, 120_000);
});
