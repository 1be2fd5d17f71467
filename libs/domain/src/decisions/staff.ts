/**
 * Hiring, dismissing and the sales manager's rule (issue 35, item 2; StaffService, POST/DELETE
 * /estates/{id}/staff and PUT /estates/{id}/staff/sales-rule). Hiring takes one of the month's
 * candidates (`staffCandidates`): refused for a candidate the market does not offer the estate
 * this month (or hired already), a role already filled, in arrears or without the hiring fee, which
 * is paid through the ledger (`staff_hiring`). Dismissing is free. The caller holds the estate's
 * `money` lock (its staff are read under it).
 */
import { formatMoney } from '../format';
import { MESSAGES } from '../messages';
import { STAFF, staffCandidates, type SalesRule, type StaffCandidate, type StaffRole } from '../staff';
import { refuse, refuseField, type Decision, type EstateFunds, type PlannedPosting } from './decision';

const m = MESSAGES.staff;

/** A member of an estate's staff as stored. */
export interface StaffMember {
  id: string;
  role: StaffRole;
  /** The candidate they were (`<month>-<role>-<n>`). */
  candidateId: string;
  name: string;
  skill: number;
  wage: number;
  hiredDay: number;
}

export interface HireInput {
  /** Today's game day. */
  day: number;
  estateId: string;
  estate: EstateFunds;
  /** The estate's staff, read under its lock. */
  staff: readonly Pick<StaffMember, 'role' | 'candidateId'>[];
  /** The candidate's id (unchecked input). */
  candidate: unknown;
}

export interface HirePlan {
  candidate: StaffCandidate;
  fee: number;
  postings: readonly PlannedPosting[];
  /** The staff row. */
  member: Omit<StaffMember, 'id'>;
  message: string;
}

/** The month's candidates the estate has not hired yet. */
export function openCandidates(
  estateId: string,
  day: number,
  staff: readonly Pick<StaffMember, 'candidateId'>[],
): StaffCandidate[] {
  const hired = new Set(staff.map((s) => s.candidateId));
  return staffCandidates(estateId, day).filter((c) => !hired.has(c.id));
}

export function decideHire(input: HireInput): Decision<HirePlan> {
  const { day, estateId, estate, staff } = input;
  if (typeof input.candidate !== 'string' || input.candidate.length === 0 || input.candidate.length > 64)
    return refuseField('VALIDATION_FAILED', 'candidate', m.candidateInvalid);
  const candidate = openCandidates(estateId, day, staff).find((c) => c.id === input.candidate);
  if (!candidate) return refuse('STAFF_CANDIDATE_GONE');
  const rule = STAFF.roles[candidate.role];
  if (staff.filter((s) => s.role === candidate.role).length >= rule.max)
    return refuse('STAFF_ROLE_FILLED', m.roleFilled(rule.label, rule.max));
  if (estate.arrears > 0) return refuse('ESTATE_IN_ARREARS');
  const fee = candidate.hiringFee;
  if (estate.money < fee) return refuse('INSUFFICIENT_FUNDS', m.notEnoughMoney(candidate.name, formatMoney(fee)));
  return {
    ok: true,
    candidate,
    fee,
    postings: [{ amount: -fee, kind: 'staff_hiring', description: m.hiringLedger(rule.label, candidate.name) }],
    member: {
      role: candidate.role,
      candidateId: candidate.id,
      name: candidate.name,
      skill: candidate.skill,
      wage: candidate.wage,
      hiredDay: day,
    },
    message: m.hired(candidate.name, rule.label, formatMoney(candidate.wage)),
  };
}

export interface DismissInput {
  staff: readonly Pick<StaffMember, 'id' | 'role' | 'name'>[];
  /** The member's id (unchecked input). */
  staffId: unknown;
}

export interface DismissPlan {
  staffId: string;
  message: string;
}

export function decideDismiss(input: DismissInput): Decision<DismissPlan> {
  const member = input.staff.find((s) => s.id === input.staffId);
  if (!member) return refuse('STAFF_NOT_FOUND');
  return { ok: true, staffId: member.id, message: m.dismissed(member.name, STAFF.roles[member.role].label) };
}

export interface SalesRuleInput {
  sharePercent: unknown;
  minQuality: unknown;
}

export interface SalesRulePlan {
  rule: SalesRule;
  message: string;
}

export function decideSalesRule(input: SalesRuleInput): Decision<SalesRulePlan> {
  const { sharePercent, minQuality } = input;
  if (
    typeof sharePercent !== 'number' ||
    !Number.isInteger(sharePercent) ||
    sharePercent < STAFF.minSharePercent ||
    sharePercent > STAFF.maxSharePercent
  )
    return refuseField(
      'VALIDATION_FAILED',
      'sharePercent',
      m.shareInvalid(STAFF.minSharePercent, STAFF.maxSharePercent),
    );
  if (typeof minQuality !== 'number' || !Number.isInteger(minQuality) || minQuality < 0 || minQuality > 100)
    return refuseField('VALIDATION_FAILED', 'minQuality', m.minQualityInvalid);
  return { ok: true, rule: { sharePercent, minQuality }, message: m.ruleSet(sharePercent, minQuality) };
}
