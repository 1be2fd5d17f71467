// Example: check that a server is ready (no sign-in needed).
import { createVineyardClient } from '@vineyard/api-client';

export async function waitUntilReady(baseUrl: string): Promise<boolean> {
  const client = createVineyardClient({ baseUrl });
  const { data, error, response } = await client.GET('/api/health/ready');
  if (error) {
    console.error(`not ready (${response.status}): ${error.message}`);
    return false;
  }
  return data.data.database && data.data.migrations;
}
