// Example: list the signed-in player's estates (a client from signIn in sign-in.ts).
import type { VineyardClient } from '@vineyard/api-client';

export async function listEstates(client: VineyardClient): Promise<string[]> {
  const { data, error, response } = await client.GET('/api/estates');
  if (error) throw new Error(`listing estates failed (${response.status}): ${error.message}`);
  return data.data.estates.map((estate) => `${estate.name} (${estate.location}): €${estate.money}`);
}
