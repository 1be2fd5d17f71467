import { Badge, Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import {
  crewCostPercent,
  DAYS_PER_MONTH,
  formatGameDayShortForm,
  isVineyardManagerDay,
  formatHectares,
  formatMoney,
  MESSAGES,
  STAFF,
  VINEYARD_MANAGER_WORK,
  VINEYARD_WORK,
  winemakerCrushQuality,
} from '@vineyard/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import {
  useDismissStaffMutation,
  useGetStaffQuery,
  useHireStaffMutation,
  useSetStaffSalesRuleMutation,
  type StaffCandidateDto,
  type StaffMemberDto,
} from '../../../api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { newIdempotencyKey } from '../../../components/FormDialog';
import { EmptyText, Panel } from '../../../components/Panel';
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';

const m = MESSAGES.staff;
/** The first wage day from `day` on which the vineyard manager works (isVineyardManagerDay: December to July). */
const nextManagerDay = (day: number) => {
  let next = day;
  while (!isVineyardManagerDay(next)) next += DAYS_PER_MONTH;
  return next;
};
/** 'winter pruning, spraying, canopy work': what a vineyard manager does. */
const WORK_NAMES = VINEYARD_MANAGER_WORK.map((w) => VINEYARD_WORK[w.kind].name.toLowerCase()).join(', ');

const stars = (skill: number) => `${'★'.repeat(skill)}${'☆'.repeat(STAFF.maxSkill - skill)}`;

function Person({
  name,
  detail,
  skill,
  action,
}: {
  name: string;
  detail: string;
  skill: number;
  action: React.ReactNode;
}) {
  return (
    <Stack
      direction={{ base: 'column', sm: 'row' }}
      justifyContent="space-between"
      alignItems={{ base: 'flex-start', sm: 'center' }}
      gap="2"
      borderWidth="1px"
      borderRadius="md"
      p="3"
    >
      <Box minW="0">
        <Text fontWeight="semibold">{name}</Text>
        <Text fontSize="sm" color="fg.muted">
          <span aria-label={`skill ${skill} of ${STAFF.maxSkill}`}>{stars(skill)}</span> · {detail}
        </Text>
      </Box>
      {action}
    </Stack>
  );
}

/** The sales manager's rule: the share of each wine's bottles and the lowest quality, saved on the server. */
function SalesRuleForm({ estateId, rule }: { estateId: string; rule: { sharePercent: number; minQuality: number } }) {
  const [share, setShare] = useState(String(rule.sharePercent));
  const [quality, setQuality] = useState(String(rule.minQuality));
  const [save, saveState] = useSetStaffSalesRuleMutation();
  useEffect(() => {
    setShare(String(rule.sharePercent));
    setQuality(String(rule.minQuality));
  }, [rule.sharePercent, rule.minQuality]);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const result = await save({
        estateId,
        salesRuleDto: { sharePercent: Number(share), minQuality: Number(quality) },
      }).unwrap();
      toast.success(result.message ?? 'Sales rule set');
    } catch (failure) {
      toast.error(apiErrorMessage(failure));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Sales rule">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" alignItems={{ base: 'stretch', sm: 'flex-end' }}>
        <Field.Root>
          <Field.Label fontSize="sm">Share of each wine a month (%)</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={STAFF.minSharePercent}
            max={STAFF.maxSharePercent}
            value={share}
            onChange={(e) => setShare(e.target.value)}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label fontSize="sm">Lowest quality</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            value={quality}
            onChange={(e) => setQuality(e.target.value)}
          />
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="wine" loading={saveState.isLoading} flexShrink={0}>
          Save rule
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The Market tab's staff (issue 35, item 2): who works for the estate and their wages, the sales
 * manager's rule, and this game month's candidates, hired (the fee through the ledger) or dismissed
 * after a confirmation.
 */
export function StaffPanel({ estateId, money }: { estateId: string | null; money: number | null }) {
  const query = useGetStaffQuery(estateId ? { estateId } : skipToken);
  const view = query.currentData?.data.staff;
  const [hiring, setHiring] = useState<{ candidate: StaffCandidateDto; key: string } | null>(null);
  const [dismissing, setDismissing] = useState<StaffMemberDto | null>(null);
  const [hire, hireState] = useHireStaffMutation();
  const [dismiss, dismissState] = useDismissStaffMutation();

  const confirmHire = async () => {
    if (!estateId || !hiring) return;
    try {
      const result = await hire({
        estateId,
        'Idempotency-Key': hiring.key,
        hireStaffDto: { candidate: hiring.candidate.id },
      }).unwrap();
      toast.success(result.message ?? 'Hired');
    } catch (failure) {
      toast.error(apiErrorMessage(failure));
    }
    setHiring(null);
  };
  const confirmDismiss = async () => {
    if (!estateId || !dismissing) return;
    try {
      const result = await dismiss({ estateId, staffId: dismissing.id }).unwrap();
      toast.success(result.message ?? 'Dismissed');
    } catch (failure) {
      toast.error(apiErrorMessage(failure));
    }
    setDismissing(null);
  };

  const filled = (role: string) =>
    (view?.staff.filter((s) => s.role === role).length ?? 0) >= STAFF.roles[role as keyof typeof STAFF.roles].max;
  const salesManager = view?.staff.some((s) => s.role === 'salesManager') ?? false;
  const vineyardManager = view?.staff.find((s) => s.role === 'vineyardManager');
  const workers = view?.staff.filter((s) => s.role === 'worker').length ?? 0;
  const crew = view?.vineyardCrew;
  /** What the member's skill does: a vineyard manager's crew's price against the work by hand. */
  const skillNote = (p: { role: string; skill: number }) =>
    p.role === 'vineyardManager'
      ? ` · work at ${crewCostPercent(p.skill)}% of the price`
      : p.role === 'winemaker'
        ? ` · +${winemakerCrushQuality(p.skill)} quality at every crush you make`
        : p.role === 'worker'
          ? ` · +${formatHectares(STAFF.workerHectaresPerSkill * p.skill)} for the vineyard crew`
          : '';
  return (
    <Panel
      title="Staff"
      note={
        view ? (
          <Badge variant="subtle" colorPalette={view.staff.length > 0 ? 'wine' : 'gray'}>
            {view.staff.length > 0 ? `${formatMoney(view.monthlyWages)} a month` : 'Nobody hired'}
          </Badge>
        ) : undefined
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          On the first day of each game month a sales manager sells your wines to your rule, at the prices your own
          sales get, and a vineyard manager has the vineyard work due on your blocks done ({WORK_NAMES}, the standard
          way), at a price their skill sets; a winemaker adds quality points to every batch you crush. Wages are paid
          the same day; hiring costs one month&apos;s wage. A vineyard manager tends{' '}
          {formatHectares(STAFF.managerHectares)} a month alone; each vineyard worker adds{' '}
          {formatHectares(STAFF.workerHectaresPerSkill)} a point of skill.
        </Text>
        {!estateId ? (
          <EmptyText>Choose an estate to see its staff.</EmptyText>
        ) : query.isError ? (
          <Text color="fg.error" role="alert">
            {m.loadFailed}
          </Text>
        ) : !view ? (
          <EmptyText>Loading the staff…</EmptyText>
        ) : (
          <>
            <Stack gap="2" aria-label="Your staff" role="list">
              {view.staff.length === 0 ? (
                <EmptyText>Nobody works for the estate yet.</EmptyText>
              ) : (
                view.staff.map((s) => (
                  <Box role="listitem" key={s.id}>
                    <Person
                      name={s.name}
                      skill={s.skill}
                      detail={`${s.roleLabel} · ${formatMoney(s.wage)} a month${skillNote(s)}`}
                      action={
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          onClick={() => setDismissing(s)}
                          aria-label={`Dismiss ${s.name}`}
                        >
                          Dismiss
                        </Button>
                      }
                    />
                  </Box>
                ))
              )}
            </Stack>
            {salesManager && <SalesRuleForm estateId={estateId} rule={view.salesRule} />}
            {vineyardManager && (
              <Text fontSize="sm">
                {vineyardManager.name} has the work due on your bearing blocks done on{' '}
                {formatGameDayShortForm(nextManagerDay(view.nextWageDay))} (the first day of each month from December to
                July), at {crewCostPercent(vineyardManager.skill)}% of the price by hand. Order a light or hard pruning
                or the green harvest yourself on the block page.
              </Text>
            )}
            {crew && (vineyardManager || workers > 0) && (
              <Text
                fontSize="sm"
                role={crew.hectares < crew.plantedHectares ? 'status' : undefined}
                color={crew.hectares < crew.plantedHectares ? 'fg.warning' : undefined}
                aria-label="Vineyard crew"
              >
                {!vineyardManager
                  ? 'Vineyard workers tend nothing without a vineyard manager: hire one to lead them.'
                  : `The crew (${vineyardManager.name}${workers > 0 ? ` and ${workers === 1 ? '1 worker' : `${workers} workers`}` : ''}) tends up to ${formatHectares(crew.hectares)} a month; your blocks cover ${formatHectares(crew.plantedHectares)}.${
                      crew.hectares < crew.plantedHectares
                        ? ' The youngest blocks beyond it are left to you: hire vineyard workers to tend them all.'
                        : ''
                    }`}
              </Text>
            )}
            <Text fontSize="xs" color="fg.muted">
              Next sale and wages: {formatGameDayShortForm(view.nextWageDay)}. Rule: up to {view.salesRule.sharePercent}
              % of each wine of quality {view.salesRule.minQuality} or more.
            </Text>
            <Box>
              <Text fontWeight="semibold" fontSize="sm" mb="2">
                This month&apos;s candidates
              </Text>
              <Stack gap="2" aria-label="Candidates" role="list">
                {view.candidates.length === 0 ? (
                  <EmptyText>No candidates left this month.</EmptyText>
                ) : (
                  view.candidates.map((c) => {
                    const short = money !== null && money < c.hiringFee;
                    const full = filled(c.role);
                    return (
                      <Box role="listitem" key={c.id}>
                        <Person
                          name={c.name}
                          skill={c.skill}
                          detail={`${c.roleLabel} · ${formatMoney(c.wage)} a month${skillNote(c)}`}
                          action={
                            <HStack>
                              <Button
                                size="xs"
                                colorPalette="wine"
                                disabled={short || full}
                                title={
                                  full
                                    ? m.roleFilled(c.roleLabel, STAFF.roles[c.role].max)
                                    : short
                                      ? m.notEnoughMoney(c.name, formatMoney(c.hiringFee))
                                      : undefined
                                }
                                onClick={() => setHiring({ candidate: c, key: newIdempotencyKey('hire') })}
                                aria-label={`Hire ${c.name} for a fee of ${formatMoney(c.hiringFee)}`}
                              >
                                Hire
                              </Button>
                            </HStack>
                          }
                        />
                      </Box>
                    );
                  })
                )}
              </Stack>
            </Box>
          </>
        )}
      </Stack>
      <ConfirmDialog
        title={hiring ? `Hire ${hiring.candidate.name}?` : null}
        description={
          hiring
            ? `${hiring.candidate.roleLabel} at ${formatMoney(hiring.candidate.wage)} a month. The hiring fee of ${formatMoney(
                hiring.candidate.hiringFee,
              )} is paid now; wages from the first day of each game month.`
            : undefined
        }
        confirmLabel="Hire"
        confirmPalette="wine"
        loading={hireState.isLoading}
        onConfirm={() => void confirmHire()}
        onClose={() => setHiring(null)}
      />
      <ConfirmDialog
        title={dismissing ? `Dismiss ${dismissing.name}?` : null}
        description={dismissing ? `${dismissing.roleLabel}: they leave today and are paid no more.` : undefined}
        confirmLabel="Dismiss"
        loading={dismissState.isLoading}
        onConfirm={() => void confirmDismiss()}
        onClose={() => setDismissing(null)}
      />
    </Panel>
  );
}
