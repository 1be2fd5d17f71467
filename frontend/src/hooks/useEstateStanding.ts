import { useEstates } from './useEstates';

/** What an estate's markets depend on beside its wine: its reputation today and its planted hectares. */
export interface EstateStanding {
  reputation: number;
  plantedHectares: number;
}

/**
 * The standing of one of the player's estates (the current one without an id), from the estates
 * list the game shell already loads; null until it has loaded.
 */
export function useEstateStanding(estateId?: string): EstateStanding | null {
  const { estates, currentEstate } = useEstates();
  const estate = estateId ? estates.find((e) => e.id === estateId) : currentEstate;
  if (!estate) return null;
  return {
    reputation: estate.reputation,
    plantedHectares: estate.plots.reduce((sum, p) => sum + p.plantedSize, 0),
  };
}
