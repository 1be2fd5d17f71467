/**
 * The typed client as the suites use it: libs/api-client's createVineyardClient (openapi-fetch over
 * the generated schema), wrapped so that each call answers `{ status, body, headers }` like the
 * raw helper (`api()` in server.ts) while paths, parameters, request bodies and success bodies are
 * typed from openapi.yaml. A contract change that breaks a caller fails `tsc -p tests`.
 */
import { createVineyardClient, type components, type paths } from '@vineyard/api-client';
import type { FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, MediaType, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';

export type ErrorBody = components['schemas']['ErrorResponseDto'];
export type Schemas = components['schemas'];
export type EstateTemplate = Schemas['CreateEstateDto']['template'];
export type EstateLocation = Schemas['CreateEstateDto']['location'];

/**
 * A typed reply, shaped as the raw helper's (`status`, `body`, `headers`): `body` is typed as the
 * operation's success body; an error reply carries the error body's fields instead (`message`,
 * `statusCode`, `errors`), which the type adds as optional.
 */
export interface Reply<Data> {
  status: number;
  headers: Headers;
  body: [Data] extends [never] ? Partial<ErrorBody> : Data & Partial<ErrorBody>;
}

// openapi-fetch's own parameter rule (its InitParam is not exported): the init argument is optional
// exactly when the operation has no required parameters and no required body
type InitParam<Init> =
  RequiredKeysOf<Init> extends never ? [(Init & { [key: string]: unknown })?] : [Init & { [key: string]: unknown }];
type Media = MediaType;
type Operation<T> = T extends Record<string | number, any> ? T : never;
type Call<M extends HttpMethod> = <
  Path extends PathsWithMethod<paths, M>,
  Init extends MaybeOptionalInit<paths[Path], M>,
>(
  url: Path,
  ...init: InitParam<Init>
) => Promise<Reply<NonNullable<FetchResponse<Operation<paths[Path][M]>, Init, Media>['data']>>>;

export interface TypedApi {
  GET: Call<'get'>;
  POST: Call<'post'>;
  PUT: Call<'put'>;
  PATCH: Call<'patch'>;
  DELETE: Call<'delete'>;
}

/** The typed client for a server, signed in when `token` is given (any server: several-instance suites). */
export function typedApi(baseUrl: string, token?: string): TypedApi {
  const client = createVineyardClient({ baseUrl, getAccessToken: () => token });
  client.use({
    onRequest({ request }) {
      request.headers.set('Accept', 'application/json');
      return request;
    },
  });
  // read every answer as text and parse JSON here, so that a non-JSON answer (metrics, a page) reads
  // as text as it does through the raw helper instead of failing the JSON parse
  const reply = async (pending: Promise<{ data?: unknown; error?: unknown; response: Response }>) => {
    const { data, error, response } = await pending;
    const text = data ?? error;
    let body: unknown = text === undefined || text === '' ? null : text;
    if (typeof text === 'string' && text && /json/.test(response.headers.get('content-type') ?? '')) {
      body = JSON.parse(text);
    }
    return { status: response.status, headers: response.headers, body };
  };
  // the client's methods are generic over the path; the wrapper keeps their signatures (Call above)
  const wrap = (method: (...args: any[]) => Promise<any>) => (url: string, init?: object) =>
    reply(method(url, { ...init, parseAs: 'text' }));
  return {
    GET: wrap(client.GET as never) as TypedApi['GET'],
    POST: wrap(client.POST as never) as TypedApi['POST'],
    PUT: wrap(client.PUT as never) as TypedApi['PUT'],
    PATCH: wrap(client.PATCH as never) as TypedApi['PATCH'],
    DELETE: wrap(client.DELETE as never) as TypedApi['DELETE'],
  };
}
