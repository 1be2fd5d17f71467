/**
 * What the service tests start from: players with an estate (made by EstatesService, as the API
 * makes them), input passed through the API's own pipes, and the HTTP answer an error becomes.
 */
import { randomBytes } from 'node:crypto';
import type { RegionKey } from '@vineyard/domain';
import type { EstateDto } from '../../../backend/src/estate-office/dto/estate.dto';
import { backend, type Backend } from './backend';

export interface Player {
  userId: string;
  /** A live session of the player's (routes that check it in their own query take it). */
  session: { userId: string; sessionId: string };
  estate: EstateDto;
}

/**
 * A verified player (a users row: registration and sign-in are the api suites' subject) with a
 * new estate of the template, holding `money` when given (the difference posted through the money
 * module as a grant, so the estate's money still equals its ledger).
 */
export async function player(
  b: Backend,
  options: { template?: 'boutique' | 'family' | 'commercial'; location?: RegionKey; money?: number } = {},
): Promise<Player> {
  const name = `p${randomBytes(6).toString('hex')}`;
  const [user] = await b.query(
    `INSERT INTO users (username, email, password_hash, email_verified) VALUES ($1, $2, 'not-a-hash', true) RETURNING id`,
    [name, `${name}@example.com`],
  );
  const estates = b.get(backend('estate-office/estates.service').EstatesService);
  const dto = await validated(backend('estate-office/dto/estate.dto').CreateEstateDto, {
    name: 'Tenuta Servizio',
    template: options.template ?? 'family',
    location: options.location ?? 'tuscany',
  });
  let estate = await estates.create(user.id, dto);
  if (options.money !== undefined && options.money !== estate.money) {
    const money = b.get(backend('money/money.service').MoneyService);
    const amount = options.money - estate.money;
    await b.dataSource.transaction((m) =>
      money.post(m, 0, [{ estateId: estate.id, amount, kind: 'grant', description: 'Test balance' }]),
    );
    estate = await estates.get(user.id, estate.id);
  }
  const [session] = await b.query(
    `INSERT INTO sessions (user_id, expires_at) VALUES ($1, now() + interval '1 day') RETURNING id`,
    [user.id],
  );
  return { userId: user.id, session: { userId: user.id, sessionId: session.id }, estate };
}

type Metatype<T> = new (...args: never[]) => T;

/**
 * `value` as the controller receives it: through the API's global pipes (InputGuardPipe, then the
 * validation pipe: whitelist, transform, the field messages). A refusal throws the pipe's 400.
 */
export async function validated<T>(metatype: Metatype<T>, value: unknown, type: 'body' | 'query' = 'body'): Promise<T> {
  const { createValidationPipe, InputGuardPipe } = backend('common/validation');
  const metadata = { type, metatype: metatype as never, data: undefined };
  const guarded = new InputGuardPipe().transform(value, metadata);
  return (await createValidationPipe().transform(guarded, metadata)) as T;
}

/** The status and body an error becomes (the API's exception filter, toErrorBody). */
export interface Refusal {
  status: number;
  message: string;
  errors?: { field: string; message: string }[];
}

/**
 * What a call that must fail was refused with: the answer the API's exception filter would send
 * for the error (toErrorBody: a DomainError's code mapped to its status, an HttpException's status,
 * a database error's). An error the filter would answer with a 5xx is rethrown: it fails the test.
 */
export async function refusal(call: Promise<unknown> | (() => unknown)): Promise<Refusal> {
  try {
    await (typeof call === 'function' ? call() : call);
  } catch (error) {
    const body = backend('common/http-exception.filter').toErrorBody(error);
    if (body.statusCode >= 500) throw error;
    return { status: body.statusCode, message: body.message, ...(body.errors ? { errors: body.errors } : {}) };
  }
  throw new Error('expected a refusal, but the call succeeded');
}

/** The estates whose money is not the sum of their ledger (the money rule), or whose receipts by day are not their ledger's. */
export async function unbalancedEstates(b: Backend): Promise<string[]> {
  const rows = await b.query(
    `SELECT e.id FROM estates e
      WHERE e.money <> (SELECT COALESCE(sum(amount), 0) FROM ledger_entries l WHERE l.estate_id = e.id)
     UNION
     -- the receipts by day (estate_receipts, kept by a trigger) are the ledger's receipts by day
     SELECT COALESCE(l.estate_id, r.estate_id) FROM
       (SELECT estate_id, game_day, sum(amount) AS amount FROM ledger_entries
         WHERE kind IN ('wine_sale', 'contract_payment', 'cellar_door_sale') GROUP BY 1, 2) l
       FULL JOIN estate_receipts r ON r.estate_id = l.estate_id AND r.game_day = l.game_day
      WHERE l.amount IS DISTINCT FROM r.amount`,
  );
  return rows.map((r) => r.id as string);
}
