/**
 * What the player does with a batch in the cellar and with the cellar itself (CellarService.bottle,
 * .sellBulk and .buyVessels; SimWorld.bottle, the bulk sales of crushForBulk, buyTanks and
 * buyBarrels): ECONOMY.md §5. Money goes through the money module, which refuses what the estate
 * cannot pay.
 */
import { formatGameDay } from '../calendar';
import { equipmentBottlingCost, type EquipmentKind } from '../equipment';
import { formatMoney } from '../format';
import { MESSAGES } from '../messages';
import type { RegionKey } from '../regions';
import type { GrapeColor, GrapeVariety } from '../varieties';
import {
  batchQualityOn,
  blendComponents,
  blendDominantVariety,
  blendProblem,
  blendQuality,
  bottlesFromLitres,
  bulkWineRevenue,
  canSellBulk,
  inTanks,
  VESSELS,
  wineBatchName,
  wineStage,
  wineVarietyLabel,
  type BlendComponent,
  type VesselKind,
  type WinePlan,
  type WineSchedule,
} from '../winery';
import { refuse, refuseField, type Decision, type PlannedNotice, type PlannedPosting } from './decision';

/** A batch as stored (its quality on a day is computed from its schedule, a blend's fixed). */
export interface WineBatchFacts {
  status: 'active' | 'bottled' | 'sold' | 'blended';
  litres: number;
  region: RegionKey;
  variety: GrapeVariety;
  blend: readonly BlendComponent[] | null;
  vintage: number;
  grapeQuality: number;
  plan: WinePlan;
  oakStrength: number;
  schedule: WineSchedule;
}

export interface BottlingInput {
  day: number;
  batch: WineBatchFacts;
  /** The wine's name as the player typed it (trimmed here). */
  name: string;
  /** The estate's winery equipment (equipment.ts): a bottling line bottles for less. */
  equipment?: readonly EquipmentKind[];
}

export interface BottlingPlan {
  bottles: number;
  cost: number;
  postings: readonly PlannedPosting[];
  /** The new lot: its name, bottles and quality when bottled, today. */
  lot: { name: string; bottles: number; bottledBottles: number; quality: number; bottledDay: number };
  /** The batch afterwards: bottled, its vessels free. */
  batch: { status: 'bottled' };
  notice: PlannedNotice;
}

/** A ready batch, all of it, into bottles at today's quality, paying `equipmentBottlingCost` (`bottlingCost` without a line). */
export function decideBottling(input: BottlingInput): Decision<BottlingPlan> {
  const { day, batch } = input;
  const w = MESSAGES.winery;
  const name = input.name.trim();
  if (!name) return refuseField('VALIDATION_FAILED', 'name', w.nameRequired);
  if (batch.status !== 'active' || batch.litres <= 0) return refuse('BATCH_ALREADY_DONE');
  if (wineStage(batch.schedule, day) !== 'ready')
    return refuse('WINE_NOT_READY', w.notReady(formatGameDay(batch.schedule.readyDay)));
  const bottles = bottlesFromLitres(batch.litres);
  const cost = equipmentBottlingCost(bottles, input.equipment ?? []);
  const quality = batchQualityOn(batch, batch.schedule, day);
  return {
    ok: true,
    bottles,
    cost,
    postings: [
      { amount: -cost, kind: 'bottling', description: MESSAGES.ledger.bottling(bottles, name, batch.vintage) },
    ],
    lot: { name, bottles, bottledBottles: bottles, quality, bottledDay: day },
    batch: { status: 'bottled' },
    notice: {
      kind: 'wine_bottled',
      title: MESSAGES.notice.bottledTitle(name),
      body: MESSAGES.notice.bottledBody(
        bottles,
        name,
        wineVarietyLabel(batch.variety, batch.blend),
        batch.vintage,
        quality,
        formatMoney(cost),
      ),
    },
  };
}

export interface BulkWineSaleInput {
  day: number;
  batch: WineBatchFacts;
  litres: number;
}

export interface BulkWineSalePlan {
  quality: number;
  received: number;
  postings: readonly PlannedPosting[];
  /** The batch afterwards: the litres left, `sold` when none are. */
  batch: { litres: number; status: 'active' | 'sold' };
  notice: PlannedNotice;
}

/** Litres of a fermented batch to the bulk buyers: an unlimited floor at a thin margin. */
export function decideBulkWineSale(input: BulkWineSaleInput): Decision<BulkWineSalePlan> {
  const { day, batch, litres } = input;
  if (batch.status !== 'active' || batch.litres <= 0) return refuse('BATCH_ALREADY_DONE');
  if (!canSellBulk(wineStage(batch.schedule, day))) return refuse('WINE_FERMENTING');
  if (litres > batch.litres)
    return refuseField('NOT_ENOUGH_WINE', 'litres', MESSAGES.winery.litresTooMany(batch.litres));
  const quality = batchQualityOn(batch, batch.schedule, day);
  const received = bulkWineRevenue(batch.region, quality, litres);
  const wine = wineVarietyLabel(batch.variety, batch.blend);
  const left = batch.litres - litres;
  return {
    ok: true,
    quality,
    received,
    postings: [
      {
        amount: received,
        kind: 'bulk_wine_sale',
        description: MESSAGES.ledger.bulkWineSale(litres, wine, batch.vintage),
      },
    ],
    batch: { litres: left, status: left === 0 ? 'sold' : 'active' },
    notice: {
      kind: 'bulk_wine_sale',
      title: MESSAGES.notice.bulkSoldTitle(formatMoney(received)),
      body: MESSAGES.notice.bulkSoldBody(litres, wine, batch.vintage, quality, left),
      sale: { quantity: litres, money: received },
    },
  };
}

export interface VesselPurchaseInput {
  kind: VesselKind;
  /** Validated by the caller against VESSEL_PURCHASE_LIMITS. */
  count: number;
}

export interface VesselPurchasePlan {
  cost: number;
  postings: readonly PlannedPosting[];
  /** New vessels: empty, and barrels with no fills yet. */
  vessels: { kind: VesselKind; count: number };
}

/** New vessels at their list price. */
export function decideVesselPurchase(input: VesselPurchaseInput): Decision<VesselPurchasePlan> {
  const info = VESSELS[input.kind];
  const cost = info.price * input.count;
  return {
    ok: true,
    cost,
    postings: [
      { amount: -cost, kind: 'vessel_purchase', description: MESSAGES.ledger.vesselPurchase(input.count, info.label) },
    ],
    vessels: { kind: input.kind, count: input.count },
  };
}

/** A batch offered for a blend, as stored. */
export interface BlendPartFacts extends WineBatchFacts {
  id: string;
  estateId: string;
  colour: GrapeColor;
  kilograms: number;
  blockName: string;
}

export interface BlendInput {
  day: number;
  /** The batches in the order the player named them. */
  parts: readonly BlendPartFacts[];
}

export interface BlendPlan {
  /** The new batch: ready to bottle today, its quality the parts' (fixed), their vessels its own. */
  batch: {
    grapeLotId: null;
    blockName: string;
    region: RegionKey;
    colour: GrapeColor;
    variety: GrapeVariety;
    vintage: number;
    kilograms: number;
    initialLitres: number;
    litres: number;
    grapeQuality: number;
    preset: null;
    plan: WinePlan;
    oakStrength: number;
    startDay: number;
    fermentationEndDay: number;
    malolacticEndDay: number;
    readyDay: number;
    blend: BlendComponent[];
    status: 'active';
  };
  /** Each part's id, and whether its tanks pass to the blend too (barrels always do). */
  vessels: readonly { batchId: string; tanks: boolean }[];
  /** The parts afterwards: `blended`. */
  blended: readonly string[];
}

/**
 * Ready batches of one colour of an estate become one new batch, at once and free (no ledger row):
 * its quality is the parts' volume-weighted quality (plus a small bonus for a classic blend), and
 * it takes over the vessels they occupy today (the wine does not move).
 */
export function decideBlend(input: BlendInput): Decision<BlendPlan> {
  const { day, parts } = input;
  const problem = blendProblem(
    parts.map((b) => ({
      id: b.id,
      estateId: b.estateId,
      name: wineBatchName(b.variety, b.blend, b.vintage),
      colour: b.colour,
      status: b.status,
      litres: b.litres,
      stage: wineStage(b.schedule, day),
      blended: b.blend !== null,
    })),
  );
  if (problem) return refuseField('BLEND_INVALID', 'batchIds', problem);
  const mix = parts.map((b) => ({
    batchId: b.id,
    variety: b.variety,
    litres: b.litres,
    quality: batchQualityOn(b, b.schedule, day),
  }));
  const variety = blendDominantVariety(mix);
  // the largest batch of the largest variety gives the blend its region, vintage and plan
  const lead = [...parts]
    .filter((b) => b.variety === variety)
    .sort((a, b) => b.litres - a.litres || a.id.localeCompare(b.id))[0]!;
  const litres = parts.reduce((sum, b) => sum + b.litres, 0);
  const blocks = [...new Set(parts.map((b) => b.blockName))].join(', ');
  return {
    ok: true,
    batch: {
      grapeLotId: null,
      blockName: blocks.length > 100 ? `${blocks.slice(0, 99)}…` : blocks,
      region: lead.region,
      colour: lead.colour,
      variety,
      vintage: lead.vintage,
      kilograms: parts.reduce((sum, b) => sum + b.kilograms, 0),
      initialLitres: litres,
      litres,
      grapeQuality: blendQuality(mix),
      preset: null,
      plan: lead.plan,
      oakStrength: 0,
      startDay: Math.min(...parts.map((b) => b.schedule.startDay)),
      fermentationEndDay: day,
      malolacticEndDay: day,
      readyDay: day,
      blend: blendComponents(mix),
      status: 'active',
    },
    vessels: parts.map((b) => ({ batchId: b.id, tanks: inTanks(b.plan, b.schedule, day) })),
    blended: [...new Set(parts.map((b) => b.id))],
  };
}
