import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../common/ids';
import { readTogether } from '../common/sql';
import { inTransaction, lockEstateContents, lockEstates } from '../common/locks';
import {
  decideFounding,
  DEFAULT_ESTATE_TEMPLATE,
  EMAIL_PATTERN,
  generateTerroir,
  grapeLotKilograms,
  MAX_CO_OWNERS,
  MESSAGES,
  reputationFromPoints,
  reputationPointsOn,
  templatePlotSizes,
} from '@vineyard/domain';
import { GameTimeService } from '../gametime/gametime.service';
import { BlocksRepository } from '../blocks/blocks.repository';
import { GrapesRepository } from '../grapes/grapes.repository';
import { MoneyService } from '../money/money.service';
import { CellarRepository } from '../cellar/cellar.repository';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { ThrottleService } from '../throttle/throttle.service';
import { PlotsRepository } from '../plots/plots.repository';
import type { AddOwnerDto, CreateEstateDto, EstateDto, InvitationDto } from './dto/estate.dto';
import type { EstateEntity } from '../estates/entities/estate.entity';
import { EstatesRepository } from '../estates/estates.repository';
import { EstateAccess, estateNotFound } from '../estates/estate-access';
import { UsersRepository } from '../auth/users.repository';
import { decided, DomainError } from '../common/errors';

const e = MESSAGES.estate;
/** Invitations one player may send in an hour (from any estate, at creation too): no invitation spam. */
export const INVITATIONS_PER_HOUR = 50;

/**
 * Estates and their owners: founding, renaming and closing an estate, co-owners and invitations.
 * Every route checks ownership first (EstateAccess: 404 for anyone who is not an owner, so the
 * existence of other players' estates is never revealed). Co-ownership needs consent: owners
 * invite, the invited player accepts or declines, a co-owner may leave.
 */
@Injectable()
export class EstatesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gameTime: GameTimeService,
    private readonly throttle: ThrottleService,
    private readonly money: MoneyService,
    private readonly cellar: CellarRepository,
    private readonly plots: PlotsRepository,
    private readonly blocks: BlocksRepository,
    private readonly grapeLots: GrapesRepository,
    private readonly notifications: NotificationsRepository,
    private readonly rows: EstatesRepository,
    private readonly access: EstateAccess,
    private readonly users: UsersRepository,
  ) {}

  private async throttleInvitations(userId: string, count: number): Promise<void> {
    const rule = { key: `estates:invite:${userId}`, limit: INVITATIONS_PER_HOUR, windowSeconds: 3600 };
    for (let i = 0; i < count; i++) await this.throttle.consume([rule]);
  }

  async list(userId: string): Promise<EstateDto[]> {
    const estates = await this.rows.listOwned(this.dataSource, userId);
    return this.toDtos(this.dataSource.manager, estates, userId);
  }

  async get(userId: string, estateId: string, manager: EntityManager = this.dataSource.manager): Promise<EstateDto> {
    await this.access.requireOwner(manager, userId, estateId);
    const estate = await this.rows.findById(manager, estateId);
    const [dto] = await this.toDtos(manager, [estate], userId);
    return dto!;
  }

  async create(userId: string, dto: CreateEstateDto): Promise<EstateDto> {
    const template = dto.template ?? DEFAULT_ESTATE_TEMPLATE;
    await this.throttleInvitations(userId, new Set(dto.owners ?? []).size);
    const dayIndex = await this.gameTime.currentDayIndex();
    return this.dataSource.transaction(async (manager) => {
      // serialise a player's creations so the per-player limit holds under concurrency
      await this.users.lock(manager, userId);
      // only estates the player founded count: being invited (and accepting) never uses up the limit
      const plan = decided(
        decideFounding({
          day: dayIndex,
          region: dto.location,
          template,
          founded: await this.rows.foundedBy(manager, userId),
          grantsBefore: await this.money.recordFounding(manager, userId),
          surveys: templatePlotSizes(template).map(() => generateTerroir(dto.location, Math.random)),
        }),
      );
      const estate = await this.rows.insert(manager, {
        name: dto.name,
        template,
        location: dto.location,
        money: 0,
        reputation: plan.reputation.reputation,
        reputationPoints: plan.reputation.points,
        reputationPointsDay: plan.reputation.pointsDay,
        foundedDay: dayIndex,
      });
      await this.rows.addOwner(manager, estate.id, userId, true);
      // the grant through the ledger: full for the player's first three estates ever, small after
      await this.money.postPlanned(manager, dayIndex, estate.id, plan.postings, null);
      // co-owners named at creation are invited like any other (they accept or decline)
      for (const entry of new Set((dto.owners ?? []).map((o) => (isUuid(o) ? o : o.toLowerCase())))) {
        await this.invite(manager, estate.id, userId, isUuid(entry) ? { userId: entry } : { email: entry });
      }
      const now = new Date();
      const plots = await this.plots.insert(
        manager,
        plan.plots.map(({ terroir, ...plot }) => ({
          estateId: estate.id,
          ...plot,
          notes: '',
          region: dto.location,
          purchaseDate: now,
          purchaseGameDay: dayIndex,
          ...terroir,
        })),
      );
      // the head start: part of the grant, no planting charge and no ledger row
      const { ageDays, plantedDay, ...block } = plan.headStart.block;
      const plot = plots[plan.headStart.plot]!;
      await this.blocks.insert(manager, [
        {
          ...block,
          plotId: plot.id,
          region: plot.region,
          notes: '',
          // the real date too: one game day is GAME_TICK_MS of real time
          plantingDate: new Date(now.getTime() - ageDays * this.gameTime.tickMs),
          plantedGameDay: plantedDay,
          lastHarvestYear: null,
        },
      ]);
      await this.cellar.addStarter(manager, estate.id, template);
      return this.get(userId, estate.id, manager);
    });
  }

  async rename(userId: string, estateId: string, name: string): Promise<EstateDto> {
    await this.access.requireOwner(this.dataSource.manager, userId, estateId);
    await this.rows.rename(this.dataSource, estateId, name);
    return this.get(userId, estateId);
  }

  /**
   * Deletes the estate with its plots, blocks, listings, owners and invitations (FK cascades, one
   * transaction). Locks in the order of common/locks.ts first — the estate, its plots, their
   * listings, their blocks — so the cascade never waits on a purchase that holds a later lock.
   */
  async remove(userId: string, estateId: string): Promise<void> {
    await inTransaction(this.dataSource, async (manager) => {
      const owner = await this.access.requireOwner(manager, userId, estateId, true);
      if (!owner.isPrimary) throw new DomainError('PRIMARY_OWNER_ONLY');
      await lockEstateContents(manager, estateId);
      // what the estate held leaves the economy, in the ledger
      await this.money.close(manager, await this.gameTime.currentDayIndex(manager), estateId);
      await this.rows.delete(manager, estateId);
    });
  }

  /**
   * POST /estates/{id}/owners: any owner invites a player by user id or e-mail address. Nobody
   * becomes an owner without accepting; the answer is the same whatever the address or id (an
   * existing, verified, unverified or unknown player), so it reveals nothing about accounts.
   */
  async addOwner(userId: string, estateId: string, dto: AddOwnerDto): Promise<{ estate: EstateDto; message: string }> {
    if (!dto.userId === !dto.email) throw new DomainError('VALIDATION_FAILED', { message: e.ownerRequired });
    if (!isUuid(estateId)) throw estateNotFound();
    await this.throttleInvitations(userId, 1);
    return this.dataSource.transaction(async (manager) => {
      await this.access.requireOwner(manager, userId, estateId, true);
      await this.invite(manager, estateId, userId, dto.userId ? { userId: dto.userId } : { email: dto.email! });
      return { estate: await this.get(userId, estateId, manager), message: e.invitationSent };
    });
  }

  /** DELETE /estates/{id}/invitations/{invitationId}: any owner withdraws a pending invitation. */
  async withdrawInvitation(userId: string, estateId: string, invitationId: string): Promise<EstateDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.access.requireOwner(manager, userId, estateId, true);
      if (!isUuid(invitationId)) throw new DomainError('INVITATION_NOT_FOUND');
      if (!(await this.rows.withdrawInvitation(manager, invitationId, estateId)))
        throw new DomainError('INVITATION_NOT_FOUND');
      return this.get(userId, estateId, manager);
    });
  }

  /** POST /estates/{id}/leave: a co-owner gives up their share; the primary owner cannot (they delete). */
  async leave(userId: string, estateId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const me = await this.access.requireOwner(manager, userId, estateId, true);
      if (me.isPrimary) throw new DomainError('PRIMARY_CANNOT_LEAVE');
      await this.rows.removeOwner(manager, estateId, userId);
    });
  }

  /** GET /invitations: the caller's pending invitations (not for estates they already own). */
  async myInvitations(userId: string): Promise<InvitationDto[]> {
    const rows = await this.rows.myInvitations(this.dataSource, userId);
    return rows.map((r) => ({
      id: r.id,
      estateId: r.estate_id,
      estateName: r.name,
      location: r.location,
      invitedBy: r.invited_by,
      createdAt: r.created_at.toISOString(),
    }));
  }

  /**
   * POST /invitations/{id}/accept: the invited player becomes a co-owner (within MAX_CO_OWNERS).
   * Locks the estate, then the invitation (the order of addOwner and withdraw). 404 unless it is
   * the caller's invitation.
   */
  async acceptInvitation(userId: string, invitationId: string): Promise<{ estate: EstateDto; message: string }> {
    if (!isUuid(invitationId)) throw new DomainError('INVITATION_NOT_FOUND');
    const day = await this.gameTime.currentDayIndex();
    return this.dataSource.transaction(async (manager) => {
      const found = await this.rows.invitationEstate(manager, invitationId, userId);
      if (!found) throw new DomainError('INVITATION_NOT_FOUND');
      await this.rows.lockForUpdate(manager, found);
      const estateId = await this.rows.invitationEstate(manager, invitationId, userId, true);
      if (!estateId) throw new DomainError('INVITATION_NOT_FOUND');
      const owner = await this.rows.owner(manager, estateId, userId);
      if (!owner) {
        const n = await this.rows.coOwners(manager, estateId);
        if (n >= MAX_CO_OWNERS) throw new DomainError('TOO_MANY_CO_OWNERS');
        await this.rows.addOwner(manager, estateId, userId, false);
      }
      await this.rows.deleteInvitation(manager, invitationId);
      await this.notifyInvitationAnswered(manager, estateId, userId, true, day);
      const estate = await this.get(userId, estateId, manager);
      return { estate, message: e.invitationAccepted(estate.name) };
    });
  }

  /** POST /invitations/{id}/decline: the invitation goes; 404 unless it is the caller's. */
  async declineInvitation(userId: string, invitationId: string): Promise<void> {
    if (!isUuid(invitationId)) throw new DomainError('INVITATION_NOT_FOUND');
    const day = await this.gameTime.currentDayIndex();
    await this.dataSource.transaction(async (manager) => {
      const found = await this.rows.invitationEstate(manager, invitationId, userId);
      if (!found) throw new DomainError('INVITATION_NOT_FOUND');
      // the estate first (`keep`, for the notification's foreign key), then the invitation
      await lockEstates(manager, [found], 'keep');
      if (!(await this.rows.declineInvitation(manager, invitationId, userId)))
        throw new DomainError('INVITATION_NOT_FOUND');
      await this.notifyInvitationAnswered(manager, found, userId, false, day);
    });
  }

  /**
   * Tells the inviting estate's owners that an invitation was answered (`invitation_answered`).
   * Notifications belong to estates: the invited player, who may have no estate, sees the
   * invitation itself in GET /invitations (counted in their status bar) instead.
   */
  private async notifyInvitationAnswered(
    manager: EntityManager,
    estateId: string,
    userId: string,
    accepted: boolean,
    day: number,
  ): Promise<void> {
    const who = await this.rows.userAndEstateNames(manager, userId, estateId);
    if (!who) return;
    await this.notifications.add(manager, {
      estateId,
      kind: 'invitation_answered',
      title: accepted
        ? MESSAGES.notice.invitationAcceptedTitle(who.username, who.name)
        : MESSAGES.notice.invitationDeclinedTitle(who.username),
      body: accepted
        ? MESSAGES.notice.invitationAcceptedBody(who.username, who.name)
        : MESSAGES.notice.invitationDeclinedBody(who.username, who.name),
      refId: userId,
      gameDay: day,
    });
  }

  async removeOwner(userId: string, estateId: string, ownerId: string): Promise<EstateDto> {
    return this.dataSource.transaction(async (manager) => {
      const me = await this.access.requireOwner(manager, userId, estateId, true);
      if (!me.isPrimary) throw new DomainError('PRIMARY_OWNER_ONLY');
      if (!isUuid(ownerId)) throw new DomainError('OWNER_NOT_FOUND');
      const target = await this.rows.owner(manager, estateId, ownerId);
      if (!target) throw new DomainError('OWNER_NOT_FOUND');
      if (target.isPrimary) throw new DomainError('CANNOT_REMOVE_PRIMARY');
      await this.rows.removeOwner(manager, estateId, ownerId);
      return this.get(userId, estateId, manager);
    });
  }

  /**
   * Records an invitation (idempotent: inviting the same address or id again changes nothing).
   * Resolves the invited player when it can without telling the inviter: an existing user id, or
   * an address with a verified account; an unverified or unknown address is claimed when verified.
   */
  private async invite(
    manager: EntityManager,
    estateId: string,
    actingUserId: string,
    target: { userId?: string; email?: string },
  ): Promise<void> {
    const n = await this.rows.coOwnersAndInvitations(manager, estateId);
    if (n >= MAX_CO_OWNERS) throw new DomainError('TOO_MANY_CO_OWNERS');
    let invitee: string;
    let email: string | null = null;
    let invitedUserId: string | null;
    if (target.userId) {
      invitee = target.userId.toLowerCase();
      invitedUserId = (await this.users.existing(manager, invitee)) ?? null;
    } else {
      email = target.email!.toLowerCase();
      if (!EMAIL_PATTERN.test(email))
        throw new DomainError('VALIDATION_FAILED', { message: MESSAGES.auth.emailInvalid });
      invitee = email;
      invitedUserId = (await this.users.verifiedByEmail(manager, email)) ?? null;
    }
    // a player who already owns the estate needs no invitation (the owners list shows them anyway)
    if (invitedUserId && (await this.rows.owner(manager, estateId, invitedUserId))) return;
    await this.rows.invite(manager, { estateId, invitee, email, userId: invitedUserId, invitedBy: actingUserId });
  }

  /** Builds the answer for several estates with one query per related table (no N+1). */
  private async toDtos(manager: EntityManager, estates: EstateEntity[], userId: string): Promise<EstateDto[]> {
    if (estates.length === 0) return [];
    const ids = estates.map((x) => x.id);
    const [owners, invitations, plots, vines, grapeLots] = await readTogether(
      manager,
      () => this.rows.owners(manager, ids),
      () => this.rows.pendingInvitations(manager, ids),
      () => this.plots.estateSummaries(manager, ids),
      () => this.blocks.vinesByEstate(manager, ids),
      () => this.grapeLots.inventory(manager, ids),
    );
    // the grapes in store: the estate's grape lots as they are today (they perish after a grace period)
    const day = await this.gameTime.currentDayIndex(manager);
    const [wines, supplies] = await readTogether(
      manager,
      () => this.cellar.estateWines(manager, ids, day),
      () => this.cellar.supplies(manager, ids),
    );
    const grapes: { estate_id: string; variety: string; amount: number; quality: number }[] = [];
    for (const lot of grapeLots) {
      const kg = grapeLotKilograms(lot.kilograms, lot.harvest_day, lot.counted_day, day);
      if (kg <= 0) continue;
      const row = grapes.find((x) => x.estate_id === lot.estate_id && x.variety === lot.variety);
      if (row) {
        row.quality = (row.quality * row.amount + lot.quality * kg) / (row.amount + kg);
        row.amount += kg;
      } else grapes.push({ estate_id: lot.estate_id, variety: lot.variety, amount: kg, quality: lot.quality });
    }
    return estates.map((estate) => {
      const estateOwners = owners.filter((o) => o.estate_id === estate.id);
      const estatePlots = plots.filter((p) => p.estate_id === estate.id);
      const estateVines = Number(vines.find((v) => v.estate_id === estate.id)?.vines ?? 0);
      return {
        id: estate.id,
        name: estate.name,
        template: estate.template,
        location: estate.location,
        money: estate.money,
        reputation: reputationFromPoints(reputationPointsOn(estate.reputationPoints, estate.reputationPointsDay, day)),
        createdAt: estate.createdAt.toISOString(),
        owners: estateOwners.map((o) => ({ userId: o.user_id, username: o.username, isPrimary: o.is_primary })),
        pendingInvitations: invitations
          .filter((i) => i.estate_id === estate.id)
          .map((i) => ({ id: i.id, invitee: i.invitee, createdAt: i.created_at.toISOString() })),
        isPrimaryOwner: estateOwners.some((o) => o.user_id === userId && o.is_primary),
        plots: estatePlots.map((p) => ({
          id: p.id,
          name: p.name,
          size: Number(p.size),
          plantedSize: Number(p.planted),
        })),
        vines: estateVines,
        wines: wines.filter((w) => w.estateId === estate.id).map(({ estateId: _, ...wine }) => wine),
        counts: {
          plots: estatePlots.length,
          vines: estateVines,
          wines: wines.filter((w) => w.estateId === estate.id).length,
        },
        inventory: {
          grapes: grapes
            .filter((g) => g.estate_id === estate.id)
            .map((g) => ({ variety: g.variety, amount: g.amount, quality: Math.round(g.quality) })),
          supplies: supplies.filter((x) => x.estateId === estate.id).map(({ item, amount }) => ({ item, amount })),
        },
      };
    });
  }
}
