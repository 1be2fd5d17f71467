import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import {
  useGetEstateCellarQuery,
  useListEstateGrapeLotsQuery,
  useListEstateWinesQuery,
  type GrapeLotDto,
  type WineBatchDto,
  type WineLotDto,
} from '../../../api';
import { useEstates } from '../../../hooks/useEstates';
import { useGameTime } from '../../../hooks/useGameTime';

/** The winery dialog that is open, with what it acts on. */
export type Action =
  | { kind: 'crush'; lot: GrapeLotDto }
  | { kind: 'bottle'; batch: WineBatchDto }
  | { kind: 'bulk'; batch: WineBatchDto }
  | { kind: 'buy' }
  | { kind: 'blend' }
  | { kind: 'sell'; wine: WineLotDto };

/**
 * Data of the winery tab: the current estate's cellar, grape lots and bottled wine, read again
 * when the game day moves on, and the dialog that is open.
 */
export function useWinery() {
  const { currentEstate } = useEstates();
  const estateId = currentEstate?.id ?? null;
  const arg = estateId ? { estateId } : skipToken;
  const cellar = useGetEstateCellarQuery(arg);
  const grapes = useListEstateGrapeLotsQuery(arg);
  const wines = useListEstateWinesQuery(arg);
  const [action, setAction] = useState<Action | null>(null);

  // stages move with the game clock: read again when the day changes
  const dayIndex = useGameTime()?.dayIndex;
  const { refetch: refetchCellar } = cellar;
  const { refetch: refetchWines } = wines;
  const seenDay = cellar.currentData?.data.day;
  useEffect(() => {
    if (dayIndex === undefined || seenDay === undefined || dayIndex === seenDay) return;
    void refetchCellar();
    void refetchWines();
  }, [dayIndex, seenDay, refetchCellar, refetchWines]);

  return {
    estateId,
    cellar,
    data: cellar.currentData?.data,
    lots: grapes.currentData?.data.lots ?? [],
    bottled: wines.currentData?.data.wines ?? [],
    action,
    setAction,
    close: () => setAction(null),
  };
}
