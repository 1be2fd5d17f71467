/**
 * The bare reference for `npm run bench` scenario 1: Fastify + pg doing the same necessary work
 * as GET /api/estates/{id}/plots — verify the JWT (HS256, issuer, audience, typ), check that the
 * session is live and the user enabled, check ownership, read the plots with their live listings —
 * in one round trip with a statement prepared once per connection (as the app's), answering the same
 * JSON. Env: PORT, DATABASE_URL, JWT_SECRET, DB_POOL_SIZE.
 */
import { createSecretKey } from 'node:crypto';
import Fastify from 'fastify';
import jwt from 'jsonwebtoken';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_SIZE ?? 10) });
// a KeyObject made once, as the app does: a string secret costs a failed PEM parse per verify
const secret = createSecretKey(Buffer.from(process.env.JWT_SECRET, 'utf8'));
const app = Fastify({ logger: false });
const DAYS_PER_YEAR = 360;

const SQL = `
  SELECT
    EXISTS (SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
             WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()
               AND u.disabled_at IS NULL) AS live,
    EXISTS (SELECT 1 FROM estate_owners o WHERE o.estate_id = $3 AND o.user_id = $2) AS owner,
    (SELECT COALESCE(json_agg(x ORDER BY x.created_at, x.name), '[]'::json) FROM (
       SELECT p.*, l.price AS listing_price, l.listed_at, l.expires_at AS listing_expires_at,
              l.description AS listing_description
         FROM plots p
         LEFT JOIN plot_listings l ON l.plot_id = p.id AND l.status = 'active' AND l.expires_at > now()
        WHERE p.estate_id = $3) x) AS plots`;

const error = (reply, statusCode, message) =>
  reply.code(statusCode).send({ statusCode, error: statusCode === 401 ? 'Unauthorized' : 'Not Found', message });

app.get('/api/estates/:estateId/plots', async (request, reply) => {
  const header = request.headers.authorization ?? '';
  let claims;
  try {
    claims = jwt.verify(header.slice(7), secret, {
      algorithms: ['HS256'],
      issuer: 'vineyard-valley',
      audience: 'vineyard-valley-api',
    });
  } catch {
    return error(reply, 401, 'Your session has expired. Please sign in again.');
  }
  if (claims.typ !== 'access') return error(reply, 401, 'Your session has expired. Please sign in again.');
  const { estateId } = request.params;
  if (!/^[0-9a-f-]{36}$/i.test(estateId)) return error(reply, 404, 'Estate Not Found');
  // a named statement, prepared once per connection, as the app's (the same work in PostgreSQL)
  const { rows } = await pool.query({ name: 'plots_list', text: SQL, values: [claims.sid, claims.sub, estateId] });
  const [row] = rows;
  if (!row.live) return error(reply, 401, 'Your session has expired. Please sign in again.');
  if (!row.owner) return error(reply, 404, 'Estate Not Found');
  return {
    data: {
      plots: row.plots.map((p) => ({
        id: p.id,
        estateId: p.estate_id,
        name: p.name,
        description: p.description,
        notes: p.notes,
        region: p.region,
        size: Number(p.size),
        price: Number(p.price),
        maintenanceCost: p.maintenance_cost,
        purchaseDate: new Date(p.purchase_date).toISOString(),
        purchaseGameTime: {
          year: Math.floor(p.purchase_game_day / DAYS_PER_YEAR) + 1,
          day: (p.purchase_game_day % DAYS_PER_YEAR) + 1,
        },
        soilType: p.soil_type,
        elevation: p.elevation,
        orientation: p.orientation,
        sunExposure: p.sun_exposure,
        waterAccess: p.water_access,
        terrain: p.terrain,
        forSale: p.listing_price !== null,
        listingPrice: p.listing_price === null ? null : Number(p.listing_price),
        listingDate: p.listed_at ? new Date(p.listed_at).toISOString() : null,
        listingExpirationDate: p.listing_expires_at ? new Date(p.listing_expires_at).toISOString() : null,
        listingDescription: p.listing_description,
      })),
    },
  };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
