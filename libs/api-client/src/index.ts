/**
 * Typed client for the Vineyard Valley API. `schema.ts` is generated from openapi.yaml
 * (`npm run codegen`); never edit it by hand. Paths include the `/api` prefix.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema.js';

export type { components, paths };
export type ErrorBody = components['schemas']['ErrorResponseDto'];

export interface ClientOptions {
  /** Origin of the server, e.g. http://localhost:3000 */
  baseUrl: string;
  /** Returns the current access token, if signed in. */
  getAccessToken?: () => string | undefined | null;
  fetch?: typeof fetch;
}

export function createVineyardClient(options: ClientOptions) {
  const client = createClient<paths>({ baseUrl: options.baseUrl.replace(/\/$/, ''), fetch: options.fetch });
  const auth: Middleware = {
    onRequest({ request }) {
      const token = options.getAccessToken?.();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
  client.use(auth);
  return client;
}

export type VineyardClient = ReturnType<typeof createVineyardClient>;
