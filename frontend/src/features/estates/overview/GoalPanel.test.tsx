import { screen, within } from '@testing-library/react';
import { milestoneProgress } from '@vineyard/domain';
import { errorBody, mockApi } from '../../../test-utils/mockFetch';
import { renderWithProviders, signedInAuth } from '../../../test-utils/render';
import { GoalPanel } from './GoalPanel';

const SLOW = { timeout: 10_000 };
let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());

const progress = milestoneProgress({
  harvests: 1,
  batches: 1,
  bottledWines: 0,
  bottlesSold: 0,
  reviewed: false,
  medals: 0,
  reputation: 0,
  hectares: 5,
  plantedHectares: 1.5,
  golds: 0,
  iconSales: false,
  bestSeasonRank: null,
});

describe('GoalPanel', () => {
  it("shows the estate's next milestone, how to reach it and how many are reached", async () => {
    api = mockApi((call) =>
      call.path === '/api/estates/e1/milestones'
        ? { status: 200, body: { data: progress } }
        : { status: 404, body: errorBody(404, 'Not found') },
    );
    renderWithProviders(<GoalPanel estateId="e1" />, { preloadedState: { auth: signedInAuth() } });
    const panel = screen.getByRole('region', { name: 'Next Goal' });
    expect(await within(panel).findByText('Plant 80% of your land', {}, SLOW)).toBeInTheDocument();
    expect(within(panel).getByText(progress.next!.hint)).toBeInTheDocument();
    expect(within(panel).getByText(`2 of ${progress.milestones.length} milestones`)).toBeInTheDocument();
    expect(within(panel).getByText('Reached: Bring in your first harvest · Make your first wine')).toBeInTheDocument();
  });

  it('aims for the next achievement once every milestone is reached, and lists those reached', async () => {
    const mature = milestoneProgress({
      harvests: 9,
      batches: 9,
      bottledWines: 6,
      bottlesSold: 40_000,
      reviewed: true,
      medals: 2,
      reputation: 62,
      hectares: 12,
      plantedHectares: 12,
      golds: 0,
      iconSales: true,
      bestSeasonRank: null,
    });
    api = mockApi((call) =>
      call.path === '/api/estates/e1/milestones'
        ? { status: 200, body: { data: mature } }
        : { status: 404, body: errorBody(404, 'Not found') },
    );
    renderWithProviders(<GoalPanel estateId="e1" />, { preloadedState: { auth: signedInAuth() } });
    const panel = screen.getByRole('region', { name: 'Next Goal' });
    expect(await within(panel).findByText('Win a gold medal', {}, SLOW)).toBeInTheDocument();
    expect(within(panel).getByText(mature.nextAchievement!.hint)).toBeInTheDocument();
    expect(within(panel).getByText(`1 of ${mature.achievements.length} achievements`)).toBeInTheDocument();
    expect(within(panel).getByText('Achievements: Sell to the Icon buyers')).toBeInTheDocument();
  });

  it('says when the goals cannot be loaded, and asks for nothing without an estate', async () => {
    api = mockApi(() => ({ status: 500, body: errorBody(500, 'Boom') }));
    const { unmount } = renderWithProviders(<GoalPanel estateId="e1" />, {
      preloadedState: { auth: signedInAuth() },
    });
    expect(await screen.findByText('The goals could not be loaded.', {}, SLOW)).toBeInTheDocument();
    unmount();
    const calls = api.calls.length;
    renderWithProviders(<GoalPanel estateId={null} />, { preloadedState: { auth: signedInAuth() } });
    expect(screen.getByText('Select an estate to see its goals.')).toBeInTheDocument();
    expect(api.calls.length).toBe(calls);
  });
});
