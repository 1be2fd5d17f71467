import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@vineyard/domain';
import type { NotificationDto } from '../api';
import { errorBody, mockApi } from '../test-utils/mockFetch';
import { renderRoutes, signedInAuth } from '../test-utils/render';
import { NotificationsPanel } from './NotificationsPanel';

const SLOW = { timeout: 10_000 };

let api: ReturnType<typeof mockApi>;
afterEach(() => api?.restore());

function note(i: number, readAt: string | null = null): NotificationDto {
  return {
    id: `n${i}`,
    kind: 'grape_sale',
    title: `Grapes sold: €${i}`,
    body: `Sale ${i}`,
    refId: null,
    gameDay: 545,
    readAt,
    createdAt: '2025-03-01T08:00:00.000Z',
  };
}

/** The server's answer: page `page` of `limit` (as the query asks) of `list`, with the pagination. */
function pageOf(list: NotificationDto[], query: URLSearchParams, unreadCount: number) {
  const page = Number(query.get('page') ?? 1);
  const limit = Number(query.get('limit') ?? 20);
  const pagination = {
    page,
    limit,
    total: list.length,
    totalPages: Math.ceil(list.length / limit),
    totalCapped: false,
  };
  return { notifications: list.slice((page - 1) * limit, page * limit), pagination, unreadCount };
}

describe('NotificationsPanel', () => {
  it("lists the estate's notifications with the unread count ('9+'), marks one read and all read", async () => {
    let notifications = Array.from({ length: 11 }, (_, i) => note(i + 1));
    api = mockApi((call) => {
      if (call.path === '/api/estates/e1/notifications') {
        const unreadCount = notifications.filter((n) => !n.readAt).length;
        return { status: 200, body: { data: pageOf(notifications, call.query, unreadCount) } };
      }
      if (call.method === 'POST' && call.path === '/api/notifications/n1/read') {
        notifications = notifications.map((n) => (n.id === 'n1' ? { ...n, readAt: '2025-03-01T09:00:00.000Z' } : n));
        return { status: 200, body: { data: { notification: notifications[0], unreadCount: 10 } } };
      }
      if (call.method === 'POST' && call.path === '/api/estates/e1/notifications/read-all') {
        notifications = notifications.map((n) => ({ ...n, readAt: n.readAt ?? '2025-03-01T09:00:00.000Z' }));
        return { status: 200, body: { data: { marked: 10, unreadCount: 0 } } };
      }
      return { status: 404, body: errorBody(404, 'Not found') };
    });
    renderRoutes([{ path: '*', element: <NotificationsPanel estateId="e1" /> }], {
      initialEntries: ['/game'],
      preloadedState: { auth: signedInAuth() },
    });
    const panel = await screen.findByRole('region', { name: 'Estate Notifications' });
    expect(await within(panel).findByText('9+ unread', {}, SLOW)).toBeInTheDocument();
    const list = within(panel).getByRole('list', { name: 'Estate notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(11);
    expect(list).toHaveTextContent('Fall, Year 2, Day 6 (September)');
    // everything fits on one page: no pager
    expect(within(panel).queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();

    await act(async () => fireEvent.click(within(list).getAllByRole('button', { name: 'Mark read' })[0]!));
    await waitFor(() => expect(api.callsTo('POST /api/notifications/n1/read')).toHaveLength(1));
    // 10 unread left: still shown as '9+'
    expect(await within(panel).findByText('9+ unread', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('button', { name: 'Mark read' })).toHaveLength(10), SLOW);

    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' })));
    await waitFor(() => expect(api.callsTo('POST /api/estates/e1/notifications/read-all')).toHaveLength(1));
    await waitFor(() => expect(within(panel).queryByText(/unread/)).not.toBeInTheDocument(), SLOW);
    expect(within(list).queryAllByRole('button', { name: 'Mark read' })).toHaveLength(0);
  });

  it("as the Overview's Alerts: the latest unread ones, read ones on request, empty when all are read", async () => {
    let notifications = [note(1), note(2, '2025-03-01T09:00:00.000Z')];
    api = mockApi((call) => {
      if (call.path === '/api/estates/e1/notifications') {
        const unread = call.query.get('unread') === 'true';
        const list = notifications.filter((n) => !unread || !n.readAt);
        const unreadCount = notifications.filter((n) => !n.readAt).length;
        return { status: 200, body: { data: pageOf(list, call.query, unreadCount) } };
      }
      if (call.method === 'POST' && call.path === '/api/notifications/n1/read') {
        notifications = notifications.map((n) => ({ ...n, readAt: n.readAt ?? '2025-03-01T09:00:00.000Z' }));
        return { status: 200, body: { data: { notification: notifications[0], unreadCount: 0 } } };
      }
      return { status: 404, body: errorBody(404, 'Not found') };
    });
    renderRoutes([{ path: '*', element: <NotificationsPanel estateId="e1" alerts /> }], {
      initialEntries: ['/game'],
      preloadedState: { auth: signedInAuth() },
    });
    const panel = await screen.findByRole('region', { name: 'Alerts' });
    const list = await within(panel).findByRole('list', { name: 'Alerts' }, SLOW);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(api.calls.find((c) => c.path === '/api/estates/e1/notifications')!.query.get('limit')).toBe('5');

    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Show read too' })));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(2), SLOW);
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Unread only' })));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1), SLOW);

    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Mark read' })));
    expect(await within(panel).findByText(MESSAGES.notification.noUnread, {}, SLOW)).toBeInTheDocument();
  });

  it('goes through a long list a page at a time with the pager', async () => {
    const notifications = Array.from({ length: 45 }, (_, i) => note(i + 1, '2025-03-01T09:00:00.000Z'));
    api = mockApi((call) =>
      call.path === '/api/estates/e1/notifications'
        ? { status: 200, body: { data: pageOf(notifications, call.query, 0) } }
        : { status: 404, body: errorBody(404, 'Not found') },
    );
    renderRoutes([{ path: '*', element: <NotificationsPanel estateId="e1" /> }], {
      initialEntries: ['/game'],
      preloadedState: { auth: signedInAuth() },
    });
    const panel = await screen.findByRole('region', { name: 'Estate Notifications' });
    const pager = await within(panel).findByRole('navigation', { name: 'Pages' }, SLOW);
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(20);

    await act(async () => fireEvent.click(within(pager).getByRole('button', { name: 'Next' })));
    await waitFor(() => expect(pager).toHaveTextContent('Page 2 of 3'), SLOW);
    expect(
      api.calls
        .filter((c) => c.path === '/api/estates/e1/notifications')
        .at(-1)!
        .query.get('page'),
    ).toBe('2');
    expect(within(panel).getByText('Grapes sold: €21')).toBeInTheDocument();
    expect(within(panel).queryByText('Grapes sold: €1')).not.toBeInTheDocument();
  });
});
