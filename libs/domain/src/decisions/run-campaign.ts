/**
 * Running a marketing campaign for an estate (CampaignsService.run, SimWorld.runCampaign): issue
 * 35, item 3. The kind must be one of CAMPAIGN_KINDS and none of that kind may run today; the
 * price (campaignCost, by planted hectares) is paid through the ledger (`marketing_campaign`),
 * refused in arrears or without the money. The campaign starts today and runs its kind's days;
 * what it adds beside those running is less (marginalBoost).
 */
import { formatGameDayShortForm } from '../calendar';
import {
  CAMPAIGNS,
  campaignCost,
  formatBoost,
  isCampaignKind,
  marginalBoost,
  runningCampaigns,
  stackedBoost,
  type CampaignKind,
  type CampaignSpan,
} from '../campaigns';
import { formatMoney } from '../format';
import { MESSAGES } from '../messages';
import { refuse, refuseField, type Decision, type EstateFunds, type PlannedPosting } from './decision';

export interface CampaignInput {
  /** Today's game day. */
  day: number;
  /** The estate, locked for money. */
  estate: EstateFunds;
  /** The kind asked for (unchecked input). */
  kind: unknown;
  /** Hectares the estate has planted (the price grows with them). */
  plantedHectares: number;
  /** The estate's campaigns (at least those running today). */
  campaigns: readonly CampaignSpan[];
}

export interface CampaignPlan {
  campaign: CampaignSpan & { cost: number };
  /** The estate's boost today before and with the campaign (0.5: +50%). */
  boostBefore: number;
  boostAfter: number;
  postings: readonly PlannedPosting[];
  message: string;
}

const c = MESSAGES.campaigns;

export function decideCampaign(input: CampaignInput): Decision<CampaignPlan> {
  const { day, estate, kind } = input;
  if (!isCampaignKind(kind)) return refuseField('CAMPAIGN_KIND_INVALID', 'kind', c.kindInvalid);
  const info = CAMPAIGNS[kind];
  const running = runningCampaigns(input.campaigns, day);
  const same = running.find((r) => r.kind === kind);
  if (same) return refuse('CAMPAIGN_RUNNING', c.running(info.label, formatGameDayShortForm(same.endDay)));
  if (estate.arrears > 0) return refuse('ESTATE_IN_ARREARS');
  const cost = campaignCost(kind, input.plantedHectares);
  if (estate.money < cost) return refuse('INSUFFICIENT_FUNDS', c.notEnoughMoney(formatMoney(cost)));
  const kinds: CampaignKind[] = running.map((r) => r.kind);
  const endDay = day + info.days;
  const until = formatGameDayShortForm(endDay);
  const boostBefore = stackedBoost(kinds);
  const boostAfter = boostBefore + marginalBoost(kind, kinds);
  return {
    ok: true,
    campaign: { kind, startDay: day, endDay, cost },
    boostBefore,
    boostAfter,
    postings: [{ amount: -cost, kind: 'marketing_campaign', description: c.ledger(info.label, until) }],
    message: c.started(info.label, formatBoost(boostAfter - boostBefore), until),
  };
}
