/**
 * The Overview from real data in a real browser (issue 18, item 6): a family estate's head-start
 * block is mature, a young block is planted beside it and the other plot is bare; the clock is
 * advanced (as an admin would) to September 1. The vineyard summary shows both blocks with their
 * status, health bar and harvest outlook, the tasks ask to harvest only the mature block and to
 * plant the bare plot, the Alerts show the harvest-window notification. After the harvest the task
 * becomes selling the grapes, which the inventory sidebar lists. The status bar's game time and
 * the onboarding stepper on /auth/verify-success fit at 375 and 1280 px (screenshots). With
 * bottled wine in stock, the tasks plan its sale: about the Sell dialog's suggestion; with wine ready
 * in the tanks, its bottling, High once grapes in stock need those tanks (issue 31).
 */
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS, formatGameTimeShort, MESSAGES, wineBatchName } from '@vineyard/domain';
import { describeBrowser, screenshot, VIEWPORTS, visit } from '../support/browser';
import { grapeLot, wineLot } from '../support/builders';
import { queryRows } from '../support/database';
import { browserGame } from '../support/game';
import { api } from '../support/server';

/** Whether the element's text is cut off (wider than its box). */
const clipped = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.scrollWidth > el.clientWidth + 1);

describeBrowser('the Overview from real data', () => {
  const game = browserGame({ env: { DEMO_ACCOUNTS: 'true' } });
  const sql = (text: string, params: unknown[] = []) => queryRows(game.server.databaseUrl, text, params);

  async function adminTick(): Promise<void> {
    const { username, password } = DEMO_ACCOUNTS.admin;
    const login = await api(game.server.baseUrl, '/api/auth/login', { body: { identifier: username, password } });
    const tick = await api(game.server.baseUrl, '/api/game/time/update', {
      method: 'POST',
      token: login.body.data.access_token,
    });
    expect(tick.body.data).toMatchObject({ monthName: 'September', day: 1 });
  }

  it('shows the blocks, derives the tasks, alerts, and follows a harvest', async () => {
    const { page, errors } = await game.open(1280, 900);
    const player = await game.founder(page, 'overview', 'Tenuta Panorama');
    const token = player.session.access_token;
    const estate = (await api(game.server.baseUrl, '/api/estates', { token })).body.data.estates[0];
    const [home, bare] = [...estate.plots].sort((a: any, b: any) => b.plantedSize - a.plantedSize);
    const young = await api(game.server.baseUrl, `/api/plots/${home.id}/blocks`, {
      token,
      body: {
        name: 'Young Vines',
        size: 0.3,
        grapeVariety: 'merlot',
        orientation: 'north-south',
        trellisSystem: 'guyot',
      },
    });
    expect(young.status).toBe(201);
    // the last day of August of year 1: the tick applies September 1
    await sql('UPDATE game_clock SET day_index = 179');
    await adminTick();

    await visit(page, game.url('/game'));
    const summary = page.getByRole('region', { name: 'Vineyard Summary' });
    const homeBlock = summary.locator('li', { has: page.getByRole('link', { name: 'Home Block' }) });
    await homeBlock.getByText('Ready to harvest until the end of October').waitFor();
    await homeBlock.getByText('Harvesting').waitFor();
    await expect(homeBlock.getByRole('progressbar', { name: 'Health of Home Block' }).count()).resolves.toBe(1);
    const youngBlock = summary.locator('li', { has: page.getByRole('link', { name: 'Young Vines' }) });
    await youngBlock.getByText('Young vines bear from year 2: first harvest in September, Year 2').waitFor();
    await youngBlock.getByText(/Merlot · [\d,]+ vines · 0\.3 ha/).waitFor();
    const barePlot = summary.locator('li', { has: page.getByRole('link', { name: bare.name }) });
    await barePlot.getByText('No blocks planted yet').waitFor();
    await expect(summary.getByText('No blocks planted yet').count()).resolves.toBe(1);

    const tasks = page.getByRole('list', { name: 'Tasks' });
    await tasks.getByRole('link', { name: 'Harvest Home Block' }).waitFor();
    await tasks.getByRole('link', { name: `Plant ${bare.name}` }).waitFor();
    await expect(tasks.getByRole('link', { name: 'Harvest Young Vines' }).count()).resolves.toBe(0);
    const alerts = page.getByRole('region', { name: 'Alerts' });
    await alerts.getByText('The harvest window is open').waitFor();
    await screenshot(page, 'overview-1280');

    // keyboard: the harvest task is a link that Enter follows
    await tasks.getByRole('link', { name: 'Harvest Home Block' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Home Block' }).waitFor();
    await page.getByRole('button', { name: 'Harvest' }).click();
    await page.getByText(MESSAGES.block.harvestRecorded).first().waitFor();
    const [harvest] = await sql(
      `SELECT h.amount_kg, h.variety FROM harvests h JOIN blocks b ON b.id = h.block_id WHERE b.name = 'Home Block'
         AND b.plot_id = $1`,
      [home.id],
    );
    expect(harvest.amount_kg).toBeGreaterThan(0);
    // the harvest history shows the game date
    await page.getByRole('cell', { name: 'Fall, Year 1, Day 1 (September)' }).waitFor();

    await page.getByRole('link', { name: 'Overview' }).first().click();
    // kept grapes: crush them (the family estate's tanks hold them) or sell them before they perish
    await page
      .getByRole('list', { name: 'Tasks' })
      .getByRole('link', { name: /^(Crush or sell|Sell) [\d,]+ kg of / })
      .waitFor();
    await expect(
      page.getByRole('list', { name: 'Tasks' }).getByRole('link', { name: 'Harvest Home Block' }).count(),
    ).resolves.toBe(0);
    await homeBlock.getByText('Harvested this year: next harvest in September, Year 2').waitFor();
    // the inventory sidebar's grapes are the grape lot
    const inventory = page.getByRole('complementary', { name: 'Inventory' });
    await inventory
      .getByText(new Intl.NumberFormat('en-US').format(harvest.amount_kg), { exact: false })
      .first()
      .waitFor();
    await screenshot(page, 'overview-harvested-1280');

    // a phone: the same Overview, the short game time uncut
    await page.setViewportSize({ width: 375, height: 812 });
    await visit(page, game.url('/game'));
    await page
      .getByTestId('game-time-short')
      .filter({ hasText: formatGameTimeShort({ year: 1, month: 9, day: 1 }) })
      .waitFor();
    await expect(page.getByTestId('game-time-short').textContent()).resolves.toBe(
      formatGameTimeShort({ year: 1, month: 9, day: 1 }),
    );
    await expect(clipped(page, '[data-testid="game-time-short"]')).resolves.toBe(false);
    await expect(clipped(page, 'section[aria-label="Estate status"] dd')).resolves.toBe(false);
    await page.getByRole('region', { name: 'Vineyard Summary' }).getByText('Home Block').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'overview-375');
    expect(errors).toEqual([]);
  });

  it("plans the sale of bottled wine whose buyers' pool has refilled, at 1280 and 375 px", async () => {
    const { page, errors } = await game.open(1280, 900);
    const player = await game.founder(page, 'planner', 'Cantina del Piano');
    const token = player.session.access_token;
    const estate = (await api(game.server.baseUrl, '/api/estates', { token })).body.data.estates[0];
    const [{ day_index: day }] = await sql('SELECT day_index FROM game_clock');
    await wineLot(game.server.databaseUrl, {
      estateId: estate.id,
      name: 'Rosso del Piano',
      bottles: 2_400,
      bottledDay: day - 40,
    });

    await visit(page, game.url('/game'));
    const tasks = page.getByRole('list', { name: 'Tasks' });
    const sellName = /^Sell about [\d,]+ bottles of Rosso del Piano$/;
    const sell = tasks.getByRole('link', { name: sellName });
    await sell.waitFor();
    const item = tasks.getByRole('listitem').filter({ has: page.getByRole('link', { name: sellName }) });
    await item
      .getByText(/^Its buyers have refilled: a month of their demand, at about €[\d,]+ a bottle · 2,400 in stock$/)
      .waitFor();
    await item.getByText('Medium').waitFor();
    await screenshot(page, 'overview-tasks-1280');

    // the amount is the Sell dialog's suggestion
    const suggested = (await sell.textContent())!.match(/Sell about ([\d,]+) bottles/)![1]!.replace(/,/g, '');
    await sell.click();
    await page.getByRole('button', { name: 'Sell Rosso del Piano' }).click();
    const dialog = page.getByRole('dialog');
    await page.waitForFunction(
      (n) => (document.querySelector('[role="dialog"] input') as HTMLInputElement | null)?.value === n,
      suggested,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // a phone: the same tasks, nothing wider than the screen
    await page.setViewportSize({ width: 375, height: 812 });
    await visit(page, game.url('/game'));
    await sell.waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('region', { name: 'Tasks' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'overview-tasks-375');
    expect(errors).toEqual([]);
  });

  it('asks to bottle wine that is ready, first of all when grapes in stock need its tanks, at 1280 and 375 px', async () => {
    const { page, errors } = await game.open(1280, 900);
    const player = await game.founder(page, 'bottler', 'Bodega del Tanque');
    const token = player.session.access_token;
    const estate = (await api(game.server.baseUrl, '/api/estates', { token })).body.data.estates[0];
    // at least into the first summer (this test alone starts on March 1 of year 1)
    await sql('UPDATE game_clock SET day_index = GREATEST(day_index, 150)');
    // grapes crushed through the API into a joven red, which then spends its days in steel (the
    // schedule moved back: it was ready yesterday)
    const lotId = await grapeLot(game.server.databaseUrl, {
      estateId: estate.id,
      blockName: 'Viña del Tanque',
      kilograms: 2_000,
    });
    const crushed = await api(game.server.baseUrl, `/api/estates/${estate.id}/wine-batches`, {
      token,
      body: { grapeLotId: lotId, kilograms: 2_000, preset: 'joven_red' },
    });
    expect(crushed.status).toBe(201);
    const [{ day_index: day }] = await sql('SELECT day_index FROM game_clock');
    await sql(
      `UPDATE wine_batches SET start_day = $2 - 60, fermentation_end_day = $2 - 40, malolactic_end_day = $2 - 20,
              ready_day = $2 - 1 WHERE estate_id = $1`,
      [estate.id, day],
    );

    await visit(page, game.url('/game'));
    const tasks = page.getByRole('list', { name: 'Tasks' });
    const [{ vintage }] = await sql('SELECT vintage FROM wine_batches WHERE estate_id = $1', [estate.id]);
    const bottleName = `Bottle ${wineBatchName('tempranillo', null, vintage)}`;
    const item = () => tasks.getByRole('listitem').filter({ has: page.getByRole('link', { name: bottleName }) });
    await tasks.getByRole('link', { name: bottleName }).waitFor();
    await item()
      .getByText(/^Ready since .+ · about [\d,]+ bottles for €[\d,]+$/)
      .waitFor();
    await item().getByText('Medium').waitFor();

    // a harvest the tanks cannot take arrives: bottling frees them, so it comes first
    await grapeLot(game.server.databaseUrl, { estateId: estate.id, blockName: 'Viña Grande', kilograms: 60_000 });
    await visit(page, game.url('/game'));
    await tasks.getByRole('link', { name: bottleName }).waitFor();
    await item()
      .getByText(/ · its tanks are needed for the grapes in stock$/)
      .waitFor();
    await item().getByText('High').waitFor();
    await screenshot(page, 'overview-bottle-1280');

    // the task leads to the Winery, where the batch waits with its Bottle button
    await tasks.getByRole('link', { name: bottleName }).click();
    await page.getByRole('list', { name: 'Wine batches' }).getByRole('button', { name: 'Bottle' }).first().waitFor();

    await page.setViewportSize({ width: 375, height: 812 });
    await visit(page, game.url('/game'));
    await tasks.getByRole('link', { name: bottleName }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('region', { name: 'Tasks' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'overview-bottle-375');
    expect(errors).toEqual([]);
  });

  it.each(VIEWPORTS)('draws the onboarding stepper on /auth/verify-success at $width px', async ({ width, height }) => {
    const { page, errors } = await game.open(width, height);
    await game.signIn(page, `stepper${width}`);
    await visit(page, game.url('/auth/verify-success'));
    const steps = page.getByRole('list', { name: 'Your progress' });
    await steps.waitFor();
    const items = steps.getByRole('listitem');
    await expect(items.count()).resolves.toBe(4);
    // Register and Verify are done: a visible check mark each
    for (const i of [0, 1]) {
      const check = items.nth(i).locator('svg');
      await expect(check.isVisible()).resolves.toBe(true);
      const box = (await check.boundingBox())!;
      expect(box.width).toBeGreaterThan(8);
    }
    // equal columns, each label centred under its circle, circles on one line, nothing cut
    const geometry = await items.evaluateAll((lis) =>
      lis.map((li) => {
        const mark = li.children[li.children.length - 2]!.getBoundingClientRect();
        const label = li.lastElementChild!.getBoundingClientRect();
        return {
          width: li.getBoundingClientRect().width,
          markTop: mark.top,
          markWidth: mark.width,
          offCentre: Math.abs(mark.left + mark.width / 2 - (label.left + label.width / 2)),
          labelClipped: li.lastElementChild!.scrollWidth > li.lastElementChild!.clientWidth + 1,
        };
      }),
    );
    for (const step of geometry) {
      expect(step.offCentre).toBeLessThan(1.5);
      expect(step.markWidth).toBe(geometry[0]!.markWidth);
      expect(step.markTop).toBe(geometry[0]!.markTop);
      expect(Math.abs(step.width - geometry[0]!.width)).toBeLessThan(1.5);
      expect(step.labelClipped).toBe(false);
    }
    await screenshot(page, `verify-success-${width}`);
    expect(errors).toEqual([]);
  });
});
