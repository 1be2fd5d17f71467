import type { AnsweredQuery } from '@vineyard/domain';
import { api } from '../api';

export type { AnsweredQuery } from '@vineyard/domain';

/**
 * The server's public configuration a prerendered page was rendered with. The sign-in page offers
 * the demo accounts only where the server has them (`GET /api/config`); it is rendered twice at
 * build time (pages.ts), the server sends the variant that matches its configuration, and the
 * variant says which one it is on `#root` (`data-demo-accounts="true|false"`) so that the app starts
 * from the same answer when it hydrates (the same markup, and no request to wait for).
 */
export const DEMO_ACCOUNTS_ATTRIBUTE = 'data-demo-accounts';

/** The action that puts the configuration into the API cache, as if `GET /api/config` had answered. */
export function publicConfigAnswered(demoAccounts: boolean) {
  return api.util.upsertQueryEntries([
    { endpointName: 'getPublicConfig', arg: undefined, value: { data: { demoAccounts } } },
  ]);
}

/**
 * The queries a page rendered per request was rendered with, and their answers (`AnsweredQuery`,
 * @vineyard/domain web-pages.ts), are written after #root (`<script type="application/json"
 * id="vv-page-data">`, data, never run: no CSP exception) and the app puts them into its API cache
 * before it hydrates, so it renders the same markup and asks the server for nothing it already has.
 */
export const PAGE_DATA_ID = 'vv-page-data';

/** The answers as the data block written after #root (`<` escaped: the JSON cannot end the script). */
export function pageDataScript(answers: readonly AnsweredQuery[]): string {
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

/** The answers a served page carries (none when it carries no data block or a malformed one). */
export function readPageData(doc: Document): AnsweredQuery[] {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is AnsweredQuery =>
        typeof entry === 'object' && entry !== null && typeof (entry as AnsweredQuery).endpointName === 'string',
    );
  } catch {
    return [];
  }
}

/** The action that puts the answers into the API cache, as if the page's queries had answered. */
export function queriesAnswered(answers: readonly AnsweredQuery[]) {
  return api.util.upsertQueryEntries(answers as Parameters<typeof api.util.upsertQueryEntries>[0]);
}
