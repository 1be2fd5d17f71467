import { screen, within } from '@testing-library/react';
import { renderRoutes } from '../../../test-utils/render';
import type { GameShellData } from './shellData';
import { GameLayout, type GameLayoutProps } from './GameLayout';

const noData: GameShellData = {
  user: { username: 'vintner' },
  estates: [],
  estatesLoading: false,
  currentEstate: null,
  inventory: null,
  gameTime: null,
  notificationCount: 0,
};

function renderLayout(overrides: Partial<GameLayoutProps> = {}) {
  const props: GameLayoutProps = {
    ...noData,
    onSelectEstate: jest.fn(),
    onLogout: jest.fn(),
    onSettings: jest.fn(),
    showNoEstateWarning: true,
    children: <h1>Page content</h1>,
    ...overrides,
  };
  renderRoutes([{ path: '*', element: <GameLayout {...props} /> }], { initialEntries: ['/game'] });
  return props;
}

describe('GameLayout', () => {
  it('renders the landmarks, the tabs and the empty states without inventing data', () => {
    renderLayout();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page content');
    expect(screen.getByRole('complementary', { name: 'Inventory' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Game views' });
    for (const name of ['Overview', 'Vineyard', 'Winery', 'Market', 'Knowledge', 'Finances']) {
      expect(within(tabs).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(tabs).getByRole('link', { name: 'Vineyard' })).toHaveAttribute('href', '/game/plots');
    expect(within(tabs).getByRole('link', { name: 'Finances' })).toHaveAttribute('href', '/game/finances');
    expect(within(tabs).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('No grapes yet')).toBeInTheDocument();
    expect(screen.getByText('No wine yet')).toBeInTheDocument();
    expect(screen.getByText('No supplies yet')).toBeInTheDocument();
    expect(screen.getByText('No plots yet')).toBeInTheDocument();
    expect(screen.getByTestId('current-estate-name')).toHaveTextContent('No estate selected');
  });

  it('shows the mobile bottom bar with the tabs marked for it, between Inventory and Menu', () => {
    renderLayout();
    const bar = screen.getByRole('navigation', { name: 'Game quick actions' });
    const items = [...bar.querySelectorAll('a, button')];
    expect(items.map((item) => item.textContent)).toEqual(['Inventory', 'Plots', 'Winery', 'Menu']);
    expect(within(bar).getByRole('link', { name: 'Plots' })).toHaveAttribute('href', '/game/plots');
    expect(within(bar).getByRole('link', { name: 'Winery' })).toHaveAttribute('href', '/game?tab=winery');
  });

  it('shows players no Admin link', () => {
    renderLayout();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows admins an Admin link in the top bar', () => {
    renderLayout({ user: { username: 'boss', isAdmin: true } });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('warns when no estate is selected and links to My Estates', () => {
    renderLayout();
    expect(screen.getByText(/You need to select or create an estate to play the game\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Estates' })).toHaveAttribute('href', '/estates');
  });

  it('shows the current estate with separated money, reputation, and 9+ notifications', () => {
    const estate = { id: 'e1', name: 'Château Test', money: 1234567, reputation: 42 };
    renderLayout({
      estates: [estate],
      currentEstate: estate,
      notificationCount: 12,
      gameTime: { formattedTime: 'Spring, Year 1, Day 1 (March)', shortTime: '1 Mar, Year 1' },
      showNoEstateWarning: false,
    });
    expect(screen.getByTestId('current-estate-name')).toHaveTextContent('Château Test');
    expect(screen.getByText('€1,234,567')).toBeInTheDocument();
    // The money opens Finances.
    expect(screen.getByRole('link', { name: '€1,234,567, open Finances' })).toHaveAttribute('href', '/game/finances');
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('9+');
    expect(screen.getByText('Spring, Year 1, Day 1 (March)')).toBeInTheDocument();
    // phones get the short form; the full one stays the title and the accessible value
    expect(screen.getByTestId('game-time-short')).toHaveTextContent('1 Mar, Year 1');
    expect(screen.getByTitle('Spring, Year 1, Day 1 (March)')).toHaveAttribute(
      'aria-label',
      'Spring, Year 1, Day 1 (March)',
    );
    expect(screen.queryByText(/You need to select or create an estate/)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Current estate' })).toHaveValue('e1');
  });
});
