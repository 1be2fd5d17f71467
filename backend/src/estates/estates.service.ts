import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../common/ids';
import { inTransaction, lockEstateContents, lockEstates } from '../common/locks';
import {
  annualMaintenance,
  DEFAULT_ESTATE_TEMPLATE,
  EMAIL_PATTERN,
  generateTerroir,
  landValuation,
  MAX_CO_OWNERS,
  MAX_ESTATES_PER_USER,
  MESSAGES,
  REGION_INFO,
  STARTING_MONEY,
  STARTING_REPUTATION,
  templatePlotSizes,
} from '@vineyard/domain';
import { GameTimeService } from '../gametime/gametime.service';
import { PlotEntity } from '../plots/entities/plot.entity';
import { UserEntity } from '../users/entities/user.entity';
import type { AddOwnerDto, CreateEstateDto, EstateDto } from './dto/estate.dto';
import { EstateOwnerEntity } from './entities/estate-owner.entity';
import { EstateEntity } from './entities/estate.entity';

const e = MESSAGES.estate;

export function estateNotFound(): NotFoundException {
  return new NotFoundException(e.notFound);
}

/**
 * Estates and their owners. Every route checks ownership first and answers 404 for anyone who
 * is not an owner, so the existence of other players' estates is never revealed.
 */
@Injectable()
export class EstatesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gameTime: GameTimeService,
  ) {}

  async list(userId: string): Promise<EstateDto[]> {
    const estates: EstateEntity[] = await this.dataSource
      .getRepository(EstateEntity)
      .createQueryBuilder('e')
      .innerJoin(EstateOwnerEntity, 'o', 'o.estate_id = e.id AND o.user_id = :userId', { userId })
      .orderBy('e.created_at', 'ASC')
      .getMany();
    return this.toDtos(this.dataSource.manager, estates, userId);
  }

  async get(userId: string, estateId: string, manager: EntityManager = this.dataSource.manager): Promise<EstateDto> {
    await this.requireOwner(manager, userId, estateId);
    const estate = await manager.findOneByOrFail(EstateEntity, { id: estateId });
    const [dto] = await this.toDtos(manager, [estate], userId);
    return dto!;
  }

  async create(userId: string, dto: CreateEstateDto): Promise<EstateDto> {
    const template = dto.template ?? DEFAULT_ESTATE_TEMPLATE;
    const dayIndex = await this.gameTime.currentDayIndex();
    return this.dataSource.transaction(async (manager) => {
      // serialise a player's creations so the per-player limit holds under concurrency
      await manager.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const [{ n }] = await manager.query('SELECT count(*)::int AS n FROM estate_owners WHERE user_id = $1', [userId]);
      if (n >= MAX_ESTATES_PER_USER) throw new ConflictException(e.tooManyEstates(MAX_ESTATES_PER_USER));

      const estate = await manager.save(
        manager.create(EstateEntity, {
          name: dto.name,
          template,
          location: dto.location,
          money: STARTING_MONEY,
          reputation: STARTING_REPUTATION,
        }),
      );
      await manager.insert(EstateOwnerEntity, { estateId: estate.id, userId, isPrimary: true });
      for (const entry of new Set(dto.owners ?? [])) {
        await this.addCoOwner(
          manager,
          estate.id,
          userId,
          isUuid(entry) ? { userId: entry } : { email: entry.toLowerCase() },
        );
      }
      const now = new Date();
      const plots = templatePlotSizes(template).map((size, i) => {
        const terroir = generateTerroir(dto.location, Math.random);
        const price = landValuation(dto.location, size, terroir);
        return manager.create(PlotEntity, {
          estateId: estate.id,
          name: `${REGION_INFO[dto.location].name} Plot ${i + 1}`,
          description: `${size} ha of ${terroir.soilType} soil on ${terroir.terrain === 'flat' ? 'flat land' : `a ${terroir.terrain}`}, facing ${terroir.orientation}.`,
          notes: '',
          region: dto.location,
          size,
          price,
          maintenanceCost: annualMaintenance(price),
          purchaseDate: now,
          purchaseGameDay: dayIndex,
          ...terroir,
        });
      });
      await manager.save(plots);
      return this.get(userId, estate.id, manager);
    });
  }

  async rename(userId: string, estateId: string, name: string): Promise<EstateDto> {
    await this.requireOwner(this.dataSource.manager, userId, estateId);
    await this.dataSource.getRepository(EstateEntity).update({ id: estateId }, { name });
    return this.get(userId, estateId);
  }

  /**
   * Deletes the estate with its plots, blocks, listings, owners and invitations (FK cascades, one
   * transaction). Locks in the order of common/locks.ts first — the estate, its plots, their
   * listings, their blocks — so the cascade never waits on a purchase that holds a later lock.
   */
  async remove(userId: string, estateId: string): Promise<void> {
    await inTransaction(this.dataSource, async (manager) => {
      const owner = await this.requireOwner(manager, userId, estateId, true);
      if (!owner.isPrimary) throw new ForbiddenException(e.primaryOwnerOnly);
      await lockEstateContents(manager, estateId);
      await manager.delete(EstateEntity, { id: estateId });
    });
  }

  async addOwner(userId: string, estateId: string, dto: AddOwnerDto): Promise<{ estate: EstateDto; message: string }> {
    if (!dto.userId === !dto.email) throw new BadRequestException(e.ownerRequired);
    return this.dataSource.transaction(async (manager) => {
      await this.requireOwner(manager, userId, estateId, true);
      const message = await this.addCoOwner(manager, estateId, userId, dto);
      return { estate: await this.get(userId, estateId, manager), message };
    });
  }

  async removeOwner(userId: string, estateId: string, ownerId: string): Promise<EstateDto> {
    return this.dataSource.transaction(async (manager) => {
      const me = await this.requireOwner(manager, userId, estateId, true);
      if (!me.isPrimary) throw new ForbiddenException(e.primaryOwnerOnly);
      if (!isUuid(ownerId)) throw new NotFoundException(e.ownerNotFound);
      const target = await manager.findOneBy(EstateOwnerEntity, { estateId, userId: ownerId });
      if (!target) throw new NotFoundException(e.ownerNotFound);
      if (target.isPrimary) throw new BadRequestException(e.cannotRemovePrimary);
      await manager.delete(EstateOwnerEntity, { estateId, userId: ownerId });
      return this.get(userId, estateId, manager);
    });
  }

  /** The caller's ownership row, or 404 (also for ids that are not UUIDs). Locks the estate when asked. */
  async requireOwner(
    manager: EntityManager,
    userId: string,
    estateId: string,
    lock = false,
  ): Promise<EstateOwnerEntity> {
    if (!isUuid(estateId)) throw estateNotFound();
    if (lock) await lockEstates(manager, [estateId], 'delete');
    const owner = await manager.findOneBy(EstateOwnerEntity, { estateId, userId });
    if (!owner) throw estateNotFound();
    return owner;
  }

  private async addCoOwner(
    manager: EntityManager,
    estateId: string,
    actingUserId: string,
    target: { userId?: string; email?: string },
  ): Promise<string> {
    const [{ n }] = await manager.query(
      `SELECT (SELECT count(*) FROM estate_owners WHERE estate_id = $1) + (SELECT count(*) FROM estate_invitations WHERE estate_id = $1) AS n`,
      [estateId],
    );
    if (Number(n) > MAX_CO_OWNERS) throw new ConflictException(`An estate can have at most ${MAX_CO_OWNERS} co-owners`);
    let user: UserEntity | null;
    if (target.userId) {
      user = await manager.findOneBy(UserEntity, { id: target.userId });
      if (!user)
        throw new BadRequestException({
          message: e.ownerNotFound,
          errors: [{ field: 'userId', message: e.ownerNotFound }],
        });
    } else {
      const email = target.email!;
      if (!EMAIL_PATTERN.test(email)) throw new BadRequestException(MESSAGES.auth.emailInvalid);
      user = await manager.findOneBy(UserEntity, { email });
      if (!user || !user.emailVerified) {
        const invited: unknown[] = await manager.query(
          'INSERT INTO estate_invitations (estate_id, email) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING email',
          [estateId, email],
        );
        if (invited.length === 0) throw new ConflictException(e.alreadyInvited);
        return e.invitationSent;
      }
    }
    if (user.id === actingUserId) throw new ConflictException(e.alreadyOwner);
    const added: unknown[] = await manager.query(
      'INSERT INTO estate_owners (estate_id, user_id, is_primary) VALUES ($1, $2, false) ON CONFLICT DO NOTHING RETURNING user_id',
      [estateId, user.id],
    );
    if (added.length === 0) throw new ConflictException(e.alreadyOwner);
    return e.ownerAdded;
  }

  /** Builds the answer for several estates with one query per related table (no N+1). */
  private async toDtos(manager: EntityManager, estates: EstateEntity[], userId: string): Promise<EstateDto[]> {
    if (estates.length === 0) return [];
    const ids = estates.map((x) => x.id);
    const [owners, invitations, plots, vines, grapes] = await Promise.all([
      manager.query(
        `SELECT o.estate_id, o.user_id, u.username, o.is_primary FROM estate_owners o
           JOIN users u ON u.id = o.user_id WHERE o.estate_id = ANY($1) ORDER BY o.is_primary DESC, o.created_at`,
        [ids],
      ) as Promise<{ estate_id: string; user_id: string; username: string; is_primary: boolean }[]>,
      manager.query('SELECT estate_id, email FROM estate_invitations WHERE estate_id = ANY($1) ORDER BY created_at', [
        ids,
      ]) as Promise<{ estate_id: string; email: string }[]>,
      manager.query('SELECT id, estate_id, name, size FROM plots WHERE estate_id = ANY($1) ORDER BY created_at, name', [
        ids,
      ]) as Promise<{ id: string; estate_id: string; name: string; size: string }[]>,
      manager.query(
        `SELECT p.estate_id, SUM(ROUND(b.size * 10000 / (b.row_spacing * b.vine_spacing)))::bigint AS vines
           FROM blocks b JOIN plots p ON p.id = b.plot_id WHERE p.estate_id = ANY($1) GROUP BY p.estate_id`,
        [ids],
      ) as Promise<{ estate_id: string; vines: string }[]>,
      manager.query(
        `SELECT estate_id, variety, SUM(amount_kg)::bigint AS amount,
                ROUND(SUM(amount_kg * quality)::numeric / NULLIF(SUM(amount_kg), 0))::int AS quality
           FROM harvests WHERE estate_id = ANY($1) GROUP BY estate_id, variety ORDER BY variety`,
        [ids],
      ) as Promise<{ estate_id: string; variety: string; amount: string; quality: number | null }[]>,
    ]);
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
        reputation: estate.reputation,
        createdAt: estate.createdAt.toISOString(),
        owners: estateOwners.map((o) => ({ userId: o.user_id, username: o.username, isPrimary: o.is_primary })),
        pendingInvitations: invitations.filter((i) => i.estate_id === estate.id).map((i) => i.email),
        isPrimaryOwner: estateOwners.some((o) => o.user_id === userId && o.is_primary),
        plots: estatePlots.map((p) => ({ id: p.id, name: p.name, size: Number(p.size) })),
        vines: estateVines,
        // wines and supplies arrive with the winery: none exist yet
        wines: [],
        counts: { plots: estatePlots.length, vines: estateVines, wines: 0 },
        inventory: {
          grapes: grapes
            .filter((g) => g.estate_id === estate.id)
            .map((g) => ({ variety: g.variety, amount: Number(g.amount), quality: g.quality ?? 0 })),
          supplies: [],
        },
      };
    });
  }
}
