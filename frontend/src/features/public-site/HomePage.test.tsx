import { GRAPE_VARIETIES, REGIONS } from '@vineyard/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@vineyard/domain';
import { errorBody, mockApi } from '../../test-utils/mockFetch';
import { renderRoutes, signedInAuth } from '../../test-utils/render';
import { HomePage } from './HomePage';

function renderHome(options: Parameters<typeof renderRoutes>[1] = {}) {
  return renderRoutes([{ path: '/', element: <HomePage /> }], options);
}

describe('HomePage', () => {
  describe('hero', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('rotates the highlighted word every 2 seconds and wraps around', () => {
      renderHome();
      const word = () => screen.getByTestId('hero-word').textContent;
      expect(word()).toBe('cultivate');
      act(() => jest.advanceTimersByTime(1999));
      expect(word()).toBe('cultivate');
      act(() => jest.advanceTimersByTime(1));
      expect(word()).toBe('craft');
      act(() => jest.advanceTimersByTime(2000));
      expect(word()).toBe('conquer');
      act(() => jest.advanceTimersByTime(2000));
      expect(word()).toBe('simulation');
      act(() => jest.advanceTimersByTime(2000));
      expect(word()).toBe('cultivate');
    });
  });

  it('shows the title, the stats tiles and the three feature cards with a roadmap link', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vineyard Valley');
    expect(screen.getByText(String(GRAPE_VARIETIES.length))).toBeInTheDocument();
    expect(screen.getByText(String(REGIONS.length))).toBeInTheDocument();
    expect(screen.getByText('Grape varieties')).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getByText('Free to play')).toBeInTheDocument();
    expect(screen.getByText('Wine regions')).toBeInTheDocument();
    for (const title of ['Master Viticulture', 'Craft Fine Wines', 'Build Your Empire']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /development roadmap/i })).toHaveAttribute('href', '/roadmap');
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    // the game is playable: the page says so, and nothing on it says otherwise (issue 35)
    expect(screen.getByText('Free to play · Playable now')).toBeInTheDocument();
    expect(screen.getByText(/The game is playable today/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/in (active )?development|opens its gates/i);
  });

  it('offers Learn More to visitors and View Dashboard to signed-in players', () => {
    const { unmount } = renderHome();
    expect(screen.getByRole('button', { name: 'Learn More' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Play Free/ })).toHaveAttribute('href', '/auth/register');
    expect(screen.queryByRole('link', { name: /View Dashboard/ })).not.toBeInTheDocument();
    unmount();

    renderHome({ preloadedState: { auth: signedInAuth() } });
    expect(screen.getByRole('link', { name: /View Dashboard/ })).toHaveAttribute('href', '/game');
    expect(screen.queryByRole('button', { name: 'Learn More' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Play Free/ })).not.toBeInTheDocument();
  });

  it('See Features moves focus to the features heading', () => {
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'See Features' }));
    expect(screen.getByRole('heading', { name: 'Everything a winemaker needs' })).toHaveFocus();
  });

  it('FAQ has five entries and keeps only one open at a time', async () => {
    renderHome();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const triggers = Array.from(faq.querySelectorAll('button[aria-expanded]'));
    expect(triggers).toHaveLength(5);
    const expanded = () => triggers.map((trigger) => trigger.getAttribute('aria-expanded'));
    // Like a pointer: the button takes focus, then receives the click.
    const press = (trigger: Element) => {
      act(() => (trigger as HTMLButtonElement).focus());
      fireEvent.click(trigger);
    };

    expect(expanded()).toEqual(['true', 'false', 'false', 'false', 'false']);

    press(triggers[2]);
    await waitFor(() => expect(expanded()).toEqual(['false', 'false', 'true', 'false', 'false']));

    press(triggers[4]);
    await waitFor(() => expect(expanded()).toEqual(['false', 'false', 'false', 'false', 'true']));

    // The open item can be closed again.
    press(triggers[4]);
    await waitFor(() => expect(expanded()).toEqual(['false', 'false', 'false', 'false', 'false']));
  });

  describe('waitlist card', () => {
    let api: ReturnType<typeof mockApi>;
    afterEach(() => api.restore());

    it('checks the address, joins, then shows the thank-you text', async () => {
      api = mockApi(() => ({ status: 200, body: { data: {}, message: MESSAGES.waitlist.joined } }));
      renderHome();
      const form = screen.getByRole('form', { name: 'Waitlist' });
      fireEvent.submit(form);
      expect(await within(form).findByText(MESSAGES.auth.emailRequired)).toBeInTheDocument();
      expect(api.calls).toHaveLength(0);
      fireEvent.change(within(form).getByLabelText(/Email address/), { target: { value: 'anna@example.test' } });
      fireEvent.submit(form);
      expect(await screen.findByText(MESSAGES.waitlist.joined)).toBeInTheDocument();
      expect(api.callsTo('POST /api/waitlist/join')[0]?.body).toEqual({ email: 'anna@example.test' });
    });

    it('shows the failure text when the server fails', async () => {
      api = mockApi(() => ({ status: 503, body: errorBody(503, 'The game database is unavailable.') }));
      renderHome();
      const form = screen.getByRole('form', { name: 'Waitlist' });
      fireEvent.change(within(form).getByLabelText(/Email address/), { target: { value: 'anna@example.test' } });
      fireEvent.submit(form);
      expect(await within(form).findByText(MESSAGES.waitlist.failed)).toBeInTheDocument();
    });
  });
});
