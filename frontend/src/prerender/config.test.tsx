import { screen } from '@testing-library/react';
import { StatisticsChart } from '../features/community/components/StatisticsChart';
import { CommunitySuggestions } from '../features/community/components/CommunitySuggestions';
import { BOARD_FIRST_QUERIES } from '../features/community/hooks/useSuggestionBoard';
import { makeStore } from '../lib/store/store';
import { testFeature } from '../test-utils/fixtures';
import { mockApi } from '../test-utils/mockFetch';
import { renderRoutes } from '../test-utils/render';
import { PAGE_DATA_ID, pageDataScript, queriesAnswered, readPageData, type AnsweredQuery } from './config';

const suggestion = testFeature({ title: 'Frost alerts </script><script>alert(1)</script>' });
const statistics = {
  totalSuggestions: 1234,
  totalVotes: 3,
  upVotes: 3,
  downVotes: 0,
  totalComments: 0,
  byStatus: [{ status: 'under-review', count: 1234 }],
  topTags: [{ tag: 'weather', count: 1 }],
};
/** The answers as the server embeds them for /feature-requests (BOARD_FIRST_QUERIES). */
const ANSWERS: AnsweredQuery[] = BOARD_FIRST_QUERIES.map(({ endpointName, arg }) => ({
  endpointName,
  ...(arg && { arg }),
  value: {
    listFeatures: {
      data: {
        features: [suggestion],
        pagination: { page: 1, limit: 5, total: 1, totalPages: 1, totalCapped: false },
      },
    },
    getFeatureStatistics: { data: { statistics } },
    listFeatureTags: { data: { tags: ['weather'] } },
  }[endpointName],
}));

function documentWith(script: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `<div id="root"></div>${script}`;
  return doc;
}

describe('the data a page rendered per request carries', () => {
  afterEach(() => {
    document.getElementById(PAGE_DATA_ID)?.remove();
  });

  it('round-trips through the data block, which no text can end early', () => {
    const script = pageDataScript(ANSWERS);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(readPageData(documentWith(script))).toEqual(ANSWERS);
  });

  it('reads nothing from a page without one, or with a malformed one', () => {
    expect(readPageData(documentWith(''))).toEqual([]);
    expect(readPageData(documentWith(`<script type="application/json" id="${PAGE_DATA_ID}">{oops</script>`))).toEqual(
      [],
    );
    expect(
      readPageData(documentWith(`<script type="application/json" id="${PAGE_DATA_ID}">[{"arg":1},5]</script>`)),
    ).toEqual([]);
  });

  it('fills the board and its statistics from the answers, without asking the server', async () => {
    const api = mockApi(() => ({ status: 500, body: {} }));
    try {
      const store = makeStore();
      store.dispatch(queriesAnswered(ANSWERS));
      renderRoutes(
        [
          {
            path: '/',
            element: (
              <>
                <StatisticsChart />
                <CommunitySuggestions />
              </>
            ),
          },
        ],
        { store },
      );
      // at once, as the server rendered it: no loading state
      expect(screen.getByRole('heading', { name: suggestion.title })).toBeInTheDocument();
      // the Suggestions tile and the Under Review row
      expect(screen.getAllByText('1,234', { selector: 'p' })).toHaveLength(2);
      expect(screen.getByRole('option', { name: 'weather' })).toBeInTheDocument();
      expect(api.calls).toEqual([]);
    } finally {
      api.restore();
    }
  });
});
