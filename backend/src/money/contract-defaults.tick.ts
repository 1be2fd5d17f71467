import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CONTRACT_RULES, MESSAGES, REPUTATION_DECAY_PER_DAY, REPUTATION_SCALE } from '@vineyard/domain';
import { named, raw, runSql, sql, sqlFormat, sqlMoney, sqlNumber, type Sql } from '../common/sql';
import { idRangeSql, type IdRange } from '../gametime/tick-ranges';
import { pointsOnDaySql, reputationOfPointsSql } from '../reputation/reputation.sql';

/**
 * The money module's share of the merchants' contracts (issue 31, item 3): the daily defaults are
 * a charge, set-based like the yearly upkeep (upkeep.tick.ts), so the statement is the money
 * module's (only it writes estates.money); the contracts module's tick registers the step
 * (contracts/contracts.tick.ts `contract-defaults`). libs/domain contracts.ts holds the rules.
 */
@Injectable()
export class ContractDefaultsTick {
  /** The defaults of one batch of estates (contractDefaultsSql). */
  async charge(manager: EntityManager, day: number, range: IdRange): Promise<void> {
    await runSql(manager, contractDefaultsSql(day, range));
  }
}

/**
 * The statement of ContractDefaultsTick.charge (framework-free: its snapshot is
 * backend/src/queries/contract-defaults.tick.sql). Defaults, for one batch of estates, the contracts whose delivery day passed before `day`, in one
 * statement: the estates with such contracts are locked `money` in id order (level 1 of
 * common/locks.ts), then their contracts (9). Each contract costs its penalty
 * (`contractPenalty`: a percent of its value, rounded up), as much as the estate has (money never
 * goes below zero and no arrears come of it), taken in the order of the contracts' ids: one
 * ledger row each (`contract_penalty`, with the running balance), the estate's money lowered by
 * their sum. The estate loses CONTRACT_RULES.defaultPoints reputation points a contract (decayed to
 * the day first, as reputation.sql.ts does; one reputation event), and is told of each contract.
 * Idempotent per contract and day: a defaulted contract is no longer `accepted`.
 */
export function contractDefaultsSql(day: number, range: IdRange): Sql {
  const v = named({
    day,
    percent: CONTRACT_RULES.penaltyPercent,
    points: CONTRACT_RULES.defaultPoints,
    keep: 1 - REPUTATION_DECAY_PER_DAY,
    scale: REPUTATION_SCALE,
    title: sqlFormat(MESSAGES.contracts.defaultedTitle, ['bottles', 'colour']),
    body: sqlFormat(MESSAGES.contracts.defaultedBody, ['penalty']),
    ledger: sqlFormat(MESSAGES.contracts.ledgerPenalty, ['bottles', 'colour']),
  });
  const after = sql`d.now_points - p.n * ${v.points}::float8`;
  return sql`WITH owing AS (
         SELECT e.id, e.money, ${pointsOnDaySql('e', v.day, v.keep)} AS now_points
           FROM estates e
          WHERE ${idRangeSql(raw('e.id'), range)}
            AND EXISTS (SELECT 1 FROM merchant_contracts c
                         WHERE c.estate_id = e.id AND c.status = 'accepted' AND c.due_day < ${v.day}::int)
          ORDER BY e.id FOR NO KEY UPDATE),
       due AS (
         SELECT c.id, c.estate_id, c.bottles, c.colour,
                (c.bottles::bigint * c.price * ${v.percent}::int + 99) / 100 AS penalty
           FROM merchant_contracts c JOIN owing o ON o.id = c.estate_id
          WHERE c.status = 'accepted' AND c.due_day < ${v.day}::int
          ORDER BY c.id FOR UPDATE OF c),
       running AS (
         SELECT due.*, o.money, sum(due.penalty) OVER (PARTITION BY due.estate_id ORDER BY due.id) AS upto
           FROM due JOIN owing o ON o.id = due.estate_id),
       charged AS (
         SELECT id, estate_id, bottles, colour,
                LEAST(money, upto) - LEAST(money, upto - penalty) AS paid, money - LEAST(money, upto) AS balance
           FROM running),
       per AS (
         SELECT estate_id, sum(paid)::bigint AS paid, count(*)::int AS n, (array_agg(id ORDER BY id))[1] AS first_id
           FROM charged GROUP BY estate_id),
       closed AS (
         UPDATE merchant_contracts c SET status = 'defaulted', closed_day = ${v.day}::int, penalty = ch.paid
           FROM charged ch WHERE c.id = ch.id),
       upd AS (
         UPDATE estates e SET money = e.money - p.paid,
                reputation_points = GREATEST(0, ${after}),
                reputation_points_day = GREATEST(e.reputation_points_day, ${v.day}::int),
                reputation = ${reputationOfPointsSql(after, v.scale)}
           FROM per p JOIN owing d ON d.id = p.estate_id
          WHERE e.id = p.estate_id
         RETURNING e.id, e.reputation_points, d.now_points, p.first_id),
       lost AS (
         INSERT INTO reputation_events (estate_id, game_day, points, points_after, reason, ref_id)
         SELECT id, ${v.day}::int, reputation_points - now_points, reputation_points, 'contract_broken', first_id
           FROM upd WHERE reputation_points < now_points),
       noted AS (
         INSERT INTO notifications (estate_id, kind, title, body, ref_id, game_day)
         SELECT estate_id, 'contract_defaulted', left(format(${v.title}::text, ${raw(sqlNumber('bottles'))}, colour), 120),
                left(format(${v.body}::text, ${raw(sqlMoney('paid'))}), 500), id, ${v.day}::int
           FROM charged)
       INSERT INTO ledger_entries (estate_id, amount, kind, game_day, balance_after, description, ref_id)
       SELECT estate_id, -paid, 'contract_penalty', ${v.day}::int, balance,
              format(${v.ledger}::text, ${raw(sqlNumber('bottles'))}, colour), id
         FROM charged WHERE paid > 0 ORDER BY estate_id, id`;
}
