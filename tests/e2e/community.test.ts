/**
 * The public side in a real browser against the real built server: the home page (rotating
 * word, FAQ single-open, waitlist), the roadmap, and a signed-in player who submits a feature
 * suggestion, votes on it and comments on it. axe-core finds no serious or critical violations
 * on the public pages. Screenshots of home, roadmap and board at 375 and 1280 px.
 */
import AxeBuilder from '@axe-core/playwright';
import { MESSAGES, ROADMAP_PHASES } from '@vineyard/domain';
import type { Page } from 'playwright-core';
import { uniqueUser, verifiedSession } from '../support/accounts';
import { describeBrowser, screenshot, storeTokens, VIEWPORTS, visit, waitForTitle } from '../support/browser';
import { browserGame } from '../support/game';

const s = MESSAGES.suggestion;

describeBrowser('public pages and the community board in a real browser', () => {
  const game = browserGame();
  const { url, open } = game;

  async function seriousViolations(page: Page): Promise<string[]> {
    const result = await new AxeBuilder({ page }).analyze();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.html} (${n.failureSummary ?? ''})`).join(', ')}`);
  }

  it('home: the hero word rotates, one FAQ answer is open at a time, the waitlist takes an address', async () => {
    const { page, errors } = await open();
    await visit(page, url('/'));
    await waitForTitle(page, /^Home \| Vineyard Valley$/);

    const word = page.getByTestId('hero-word');
    const before = await word.textContent();
    await page.waitForFunction(
      (first) => document.querySelector('[data-testid="hero-word"]')?.textContent !== first,
      before,
      {
        timeout: 4000,
      },
    );

    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const triggers = faq.locator('button[aria-expanded]');
    await expect(triggers.count()).resolves.toBe(5);
    const expanded = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('[aria-labelledby="faq-title"] button[aria-expanded]'))
          .map((b) => b.getAttribute('aria-expanded'))
          .join(','),
      );
    await expect(expanded()).resolves.toBe('true,false,false,false,false');
    await triggers.nth(2).click();
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll('[aria-labelledby="faq-title"] button[aria-expanded]'))
          .map((b) => b.getAttribute('aria-expanded'))
          .join(',') === 'false,false,true,false,false',
    );
    await triggers.nth(4).click();
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll('[aria-labelledby="faq-title"] button[aria-expanded]'))
          .map((b) => b.getAttribute('aria-expanded'))
          .join(',') === 'false,false,false,false,true',
    );

    const waitlist = page.getByRole('form', { name: 'Waitlist' });
    await waitlist.getByLabel('Email address').fill('visitor@example.test');
    await waitlist.getByRole('button', { name: 'Join the Waitlist' }).click();
    await page.getByText(MESSAGES.waitlist.joined).waitFor();

    await expect(seriousViolations(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
  });

  it('roadmap: phases with statuses and timeframes, six upcoming features, the empty board', async () => {
    const { page, errors } = await open();
    await visit(page, url('/roadmap'));
    await page.getByRole('heading', { level: 1, name: 'Development Roadmap' }).waitFor();
    const phases = page.getByRole('list', { name: 'Development phases' });
    for (const timeframe of ROADMAP_PHASES.map((phase) => phase.timeframe)) await phases.getByText(timeframe).waitFor();
    for (const status of ['Completed', 'In Progress', 'Planned'] as const) {
      const count = ROADMAP_PHASES.filter((phase) => phase.status === status).length;
      await expect(phases.getByText(status, { exact: true }).count()).resolves.toBe(count);
    }
    await expect(page.locator('[aria-labelledby="upcoming-title"] li').count()).resolves.toBe(6);
    // the board loads (with the app) when it comes into view
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByText(s.noSuggestions).waitFor();
    await page.getByRole('link', { name: s.signInToSuggest }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a signed-in player submits a suggestion, votes on it and comments on it', async () => {
    const { page, errors } = await open();
    const { session } = await verifiedSession(game.server.baseUrl, game.mailbox, uniqueUser('voter'));
    await storeTokens(page, game.server.baseUrl, session.access_token, session.refresh_token);
    await visit(page, url('/feature-requests'));
    await page.getByRole('heading', { level: 1, name: 'Feature Requests' }).waitFor();

    // Submit: the button waits for the "searched for similar" tick.
    const dialog = page.getByRole('dialog', { name: 'Suggest a Feature' });
    // The close control and the backdrop close the modal.
    await page.getByRole('button', { name: 'Suggest a Feature' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Suggest a Feature' }).click();
    await dialog.waitFor();
    // The dialog hears outside clicks from a frame and a task after it makes the page inert (so the
    // click that opened it cannot close it): a click before that is rightly not seen.
    await page.waitForSelector('body[data-inert]', { state: 'attached' });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    await page.mouse.click(10, 400);
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Suggest a Feature' }).click();
    await dialog.waitFor();
    await expect(page.evaluate(() => document.activeElement?.getAttribute('maxlength'))).resolves.toBe('100');
    await dialog.getByLabel('Title').fill('Frost alerts for spring');
    await dialog.getByLabel('Description').fill('Warn me when a late frost threatens young shoots.');
    await dialog.getByLabel('Tags').fill('weather, vineyard');
    await screenshot(page, 'public-suggest-modal-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'public-suggest-modal-375');
    await page.setViewportSize({ width: 1280, height: 800 });
    const submit = dialog.getByRole('button', { name: 'Submit Suggestion' });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await dialog.getByText('I have searched for similar feature requests').click();
    await submit.click();
    await page.getByText(s.submitted).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const card = page.getByTestId('suggestion-card').filter({ hasText: 'Frost alerts for spring' });
    await card.waitFor();
    await card.getByText('Under Review').waitFor();
    // The new suggestion is highlighted for 2 s.
    await expect(card.getAttribute('data-highlighted')).resolves.toBe('');
    await page.waitForSelector('[data-testid="suggestion-card"][data-highlighted]', {
      state: 'detached',
      timeout: 4000,
    });

    // Vote: the count moves and the buttons lock for a second.
    await card.getByRole('button', { name: 'Vote up: Frost alerts for spring' }).click();
    await page.getByText(s.voteRecorded).first().waitFor();
    await expect(card.getByTestId('vote-count').textContent()).resolves.toBe('1');
    await expect(
      card.getByRole('button', { name: 'Vote up: Frost alerts for spring' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');

    // Comment: the thread opens, the form clears after posting.
    await card.getByRole('button', { name: /Comments \(0\)/ }).click();
    await card.getByText(s.noComments).waitFor();
    await card.getByLabel('Add a comment').fill('Late frost ruined my first vintage!');
    await card.getByRole('button', { name: 'Post Comment' }).click();
    await page.getByText(s.commentAdded).waitFor();
    await card.getByText('Late frost ruined my first vintage!').waitFor();
    await expect(card.getByLabel('Add a comment').inputValue()).resolves.toBe('');
    await screenshot(page, 'public-board-signed-in-1280');

    // Search finds it; a search for nothing shows the empty state.
    await page.getByLabel('Search suggestions').fill('frost');
    await card.waitFor();
    await page.getByLabel('Search suggestions').fill('nothing-like-this');
    await page.getByText(s.noSuggestions).waitFor();
    await page.getByLabel('Search suggestions').fill('');
    await card.waitFor();
    await page.getByTestId('status-chart').waitFor();
    // Toasts and the highlight pulse fade in and out: check contrast once they are gone (a toast
    // under the pointer stays, so the pointer moves away first).
    await page.mouse.move(0, 0);
    await page.waitForFunction(() => !document.querySelector('[data-scope="toast"][data-part="root"]'), null, {
      timeout: 10000,
    });
    await expect(seriousViolations(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
  });

  it('contact: a visitor is told what is missing, then sends a message', async () => {
    const { page, errors } = await open(375, 812);
    await visit(page, url('/contact'));
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText(MESSAGES.contact.nameRequired).waitFor();
    await form.getByLabel('Name').fill('Anna Rossi');
    await form.getByLabel('Email').fill('anna@example.test');
    await form.getByLabel('Subject').fill('Press enquiry');
    await form.getByLabel('Message').fill('We would like to write about Vineyard Valley.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(MESSAGES.contact.sent).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
  });

  it('looks finished on phone and desktop', async () => {
    for (const viewport of VIEWPORTS) {
      const { page, errors } = await open(viewport.width, viewport.height);
      for (const [name, path] of [
        ['home', '/'],
        ['roadmap', '/roadmap'],
        ['feature-requests', '/feature-requests'],
        ['contact', '/contact'],
      ] as const) {
        await visit(page, url(path));
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await screenshot(page, `public-${name}-${viewport.width}`);
      }
      expect(errors).toEqual([]);
    }
  });
});
