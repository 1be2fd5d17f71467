import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  decideDismiss,
  decideHire,
  decideSalesRule,
  monthlyWages,
  nextWageDay,
  openCandidates,
  STAFF,
  vineyardCrewHectares,
  type SalesRule,
  type StaffMember,
} from '@vineyard/domain';
import { decided, DomainError } from '../common/errors';
import { idempotent, type IdempotencyKey } from '../common/idempotency/idempotency';
import { inTransaction, lockEstates } from '../common/locks';
import { GameTimeService } from '../gametime/gametime.service';
import { MoneyService } from '../money/money.service';
import type { SalesRuleDataDto, StaffDto, StaffHiredDataDto, StaffMemberDto } from './dto/staff.dto';
import { StaffRepository } from './staff.repository';

function toMemberDto(s: StaffMember): StaffMemberDto {
  return {
    id: s.id,
    role: s.role,
    roleLabel: STAFF.roles[s.role].label,
    name: s.name,
    skill: s.skill,
    wage: s.wage,
    hiredDay: s.hiredDay,
  };
}

/** The estate's staff as the API shows it on `day`. */
export function toStaffDto(
  estateId: string,
  staff: StaffMember[],
  rule: SalesRule,
  day: number,
  plantedHectares: number,
): StaffDto {
  return {
    day,
    staff: staff.map(toMemberDto),
    candidates: openCandidates(estateId, day, staff).map((c) => ({ ...c, roleLabel: STAFF.roles[c.role].label })),
    monthlyWages: monthlyWages(staff),
    nextWageDay: nextWageDay(day),
    salesRule: { ...rule },
    vineyardCrew: {
      hectares: vineyardCrewHectares(
        staff.find((s) => s.role === 'vineyardManager')?.skill ?? null,
        staff.filter((s) => s.role === 'worker').map((s) => s.skill),
      ),
      plantedHectares,
    },
  };
}

/**
 * Staff (issue 35, item 2): the estate's staff, this month's labour market and the sales rule;
 * hiring, dismissing and setting the rule. Each change is one transaction in the lock order of
 * common/locks.ts: the estate (`money`, level 1: its staff are read under it, so concurrent hires
 * of one role let one through), load, the decision (libs/domain decisions/staff.ts), then the fee
 * through the ledger (`staff_hiring`) and the row. The monthly wages are the tick's
 * (money/wages.tick.ts). The routes check ownership first (EstateOwnerGuard): another player's
 * estate is a 404.
 */
@Injectable()
export class StaffService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gameTime: GameTimeService,
    private readonly money: MoneyService,
    private readonly rows: StaffRepository,
  ) {}

  async get(estateId: string): Promise<StaffDto> {
    const day = await this.gameTime.currentDayIndex();
    const manager = this.dataSource.manager;
    const staff = await this.rows.staff(manager, estateId);
    const [rule, planted] = await Promise.all([
      this.rows.salesRule(manager, estateId),
      this.rows.plantedHectares(manager, estateId),
    ]);
    return toStaffDto(estateId, staff, rule, day, planted);
  }

  async hire(
    userId: string,
    estateId: string,
    candidate: unknown,
    idempotencyKey?: IdempotencyKey,
  ): Promise<StaffHiredDataDto & { message: string }> {
    const day = await this.gameTime.currentDayIndex();
    return inTransaction(this.dataSource, async (manager) =>
      idempotent(manager, userId, idempotencyKey, { op: 'hire-staff', estateId, candidate }, async () => {
        const [estate] = await lockEstates(manager, [estateId], 'money');
        if (!estate) throw new DomainError('ESTATE_NOT_FOUND');
        const plan = decided(
          decideHire({
            day,
            estateId,
            estate: await this.money.funds(manager, estateId),
            staff: await this.rows.staff(manager, estateId),
            candidate,
          }),
        );
        const member = await this.rows.insert(manager, estateId, plan.member);
        const balances = await this.money.postPlanned(manager, day, estateId, plan.postings, member.id);
        return {
          member: toMemberDto(member),
          fee: plan.fee,
          money: balances.get(estateId) ?? estate.money,
          message: plan.message,
        };
      }),
    );
  }

  async dismiss(estateId: string, staffId: string): Promise<{ message: string }> {
    return inTransaction(this.dataSource, async (manager) => {
      const [estate] = await lockEstates(manager, [estateId], 'money');
      if (!estate) throw new DomainError('ESTATE_NOT_FOUND');
      const plan = decided(decideDismiss({ staff: await this.rows.staff(manager, estateId), staffId }));
      await this.rows.remove(manager, estateId, plan.staffId);
      return { message: plan.message };
    });
  }

  async setSalesRule(
    userId: string,
    estateId: string,
    body: { sharePercent: unknown; minQuality: unknown },
  ): Promise<SalesRuleDataDto & { message: string }> {
    const day = await this.gameTime.currentDayIndex();
    return inTransaction(this.dataSource, async (manager) => {
      const [estate] = await lockEstates(manager, [estateId], 'money');
      if (!estate) throw new DomainError('ESTATE_NOT_FOUND');
      const plan = decided(decideSalesRule(body));
      await this.rows.setSalesRule(manager, estateId, plan.rule, day);
      return { salesRule: plan.rule, message: plan.message };
    });
  }
}
