import { act, fireEvent, screen, within } from '@testing-library/react';
import { MESSAGES } from '@vineyard/domain';
import { mockApi } from '../../test-utils/mockFetch';
import { renderRoutes } from '../../test-utils/render';
import { DefaultLayout } from './DefaultLayout';
import { SiteFooter } from './SiteFooter';

function renderLayout() {
  return renderRoutes(
    [
      {
        element: <DefaultLayout />,
        children: [
          { path: '/', element: <h1>Home page</h1> },
          { path: '/roadmap', element: <h1>Roadmap page</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('DefaultLayout', () => {
  afterEach(() => scrollTo(0));

  it('has a header, main content and footer landmarks with the main navigation', () => {
    renderLayout();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Home page');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Roadmap' })).toHaveAttribute('href', '/roadmap');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    const chat = within(nav).getByRole('link', { name: /Community Chat/ });
    expect(chat).toHaveAttribute('href', 'https://community.example.test/invite');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
  });

  it('adds the header shadow only once scrolled past 50 px', () => {
    renderLayout();
    const header = screen.getByRole('banner');
    expect(header).not.toHaveAttribute('data-scrolled');
    scrollTo(50);
    expect(header).not.toHaveAttribute('data-scrolled');
    scrollTo(51);
    expect(header).toHaveAttribute('data-scrolled');
    scrollTo(10);
    expect(header).not.toHaveAttribute('data-scrolled');
  });

  it('opens and closes the mobile menu with a labelled button, Escape, and navigation', () => {
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    fireEvent.click(toggle);
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Roadmap' }));
    expect(screen.getByRole('main')).toHaveTextContent('Roadmap page');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(menu).not.toBeInTheDocument();
  });

  it('has the Play & Explore list with the Development Roadmap', () => {
    renderLayout();
    const list = screen.getByRole('navigation', { name: 'Play & Explore' });
    expect(within(list).getByRole('link', { name: 'Development Roadmap' })).toHaveAttribute('href', '/roadmap');
  });
});

describe('footer links', () => {
  it('offers sign-in and registration to visitors', () => {
    renderRoutes([{ path: '/', element: <SiteFooter /> }]);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
    expect(within(footer).getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/auth/register');
  });

  it('offers the dashboard and the estates to a signed-in player, not sign-in', () => {
    renderRoutes([{ path: '/', element: <SiteFooter isAuthenticated /> }]);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/game');
    expect(within(footer).getByRole('link', { name: 'Manage Estates' })).toHaveAttribute('href', '/estates');
    expect(within(footer).queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(within(footer).queryByRole('link', { name: 'Create an Account' })).toBeNull();
  });
});

describe('footer newsletter form', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reads Subscribing... while submitting, then Thanks for subscribing! for 5 s', async () => {
    let resolve: () => void = () => {};
    const onSubmit = jest.fn(() => new Promise<void>((done) => (resolve = done)));
    renderRoutes([{ path: '/', element: <SiteFooter onNewsletterSubmit={onSubmit} /> }]);

    const form = screen.getByRole('form', { name: 'Newsletter sign-up' });
    const input = within(form).getByRole('textbox', { name: 'Email address' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');

    fireEvent.change(input, { target: { value: 'grower@example.test' } });
    fireEvent.submit(form);
    expect(onSubmit).toHaveBeenCalledWith('grower@example.test');
    expect(within(form).getByRole('button')).toHaveTextContent('Subscribing...');

    await act(async () => resolve());
    expect(within(form).getByRole('button')).toHaveTextContent('Thanks for subscribing!');

    act(() => jest.advanceTimersByTime(5000));
    expect(within(form).getByRole('button')).toHaveTextContent('Subscribe');
  });

  it('really subscribes: posts the address and keeps Subscribing... for at least 1.2 s', async () => {
    const api = mockApi(() => ({ status: 200, body: { data: {}, message: MESSAGES.newsletter.subscribed } }));
    try {
      renderRoutes([{ path: '/', element: <SiteFooter /> }]);
      const form = screen.getByRole('form', { name: 'Newsletter sign-up' });
      fireEvent.change(within(form).getByRole('textbox', { name: 'Email address' }), {
        target: { value: 'grower@example.test' },
      });
      fireEvent.submit(form);
      await act(async () => jest.advanceTimersByTimeAsync(1100));
      expect(api.callsTo('POST /api/newsletter/subscribe')[0]?.body).toEqual({ email: 'grower@example.test' });
      expect(within(form).getByRole('button')).toHaveTextContent('Subscribing...');
      await act(async () => jest.advanceTimersByTimeAsync(200));
      expect(within(form).getByRole('button')).toHaveTextContent('Thanks for subscribing!');
    } finally {
      api.restore();
    }
  });
});
