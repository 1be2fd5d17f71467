import { API_BASE_PATH } from '@vineyard/domain';

/** The file name of a `Content-Disposition: attachment; filename="…"` header, or the fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header ? /filename="([^"]+)"/.exec(header) : null;
  return match?.[1] ?? fallback;
}

/**
 * Downloads an admin CSV export (`/admin/waitlist.csv`): the API wants the bearer token, which a
 * plain link cannot send, so the file is fetched with it (as the app's base query does) and
 * handed to the browser through a temporary blob link. Throws with the server's message.
 */
export async function downloadCsv(
  path: string,
  token: string | null,
  fallbackName: string,
  fetchFn: typeof fetch = fetch,
): Promise<string> {
  const response = await fetchFn(`${API_BASE_PATH}${path}`, {
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    let message = `The export failed (${response.status}).`;
    if (response.status === 401) message = 'Your session has ended: sign in again to export.';
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string' && response.status !== 401) message = body.message;
    } catch {
      /* not JSON */
    }
    throw new Error(message);
  }
  const name = attachmentName(response.headers.get('Content-Disposition'), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // give the browser a moment to start the download before the URL goes
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return name;
}
