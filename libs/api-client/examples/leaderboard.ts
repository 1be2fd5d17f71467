// Example: read the public leaderboard (no sign-in needed), ranked by net worth.
import { createVineyardClient } from '@vineyard/api-client';

export async function topByWorth(baseUrl: string): Promise<string[]> {
  const client = createVineyardClient({ baseUrl });
  const { data, error, response } = await client.GET('/api/leaderboard', { params: { query: { by: 'netWorth' } } });
  if (error) throw new Error(`reading the leaderboard failed (${response.status}): ${error.message}`);
  return data.data.worth.map((entry) => `${entry.rank}. ${entry.name} (${entry.region}): €${entry.worth}`);
}
