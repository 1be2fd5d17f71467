import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import {
  MESSAGES,
  REGIONS,
  WEATHER_EVENT_KINDS,
  WEATHER_EVENT_SEVERITIES,
  type RegionKey,
  type WeatherEventKind,
} from '@vineyard/domain';

const w = MESSAGES.weather;

/** POST /blocks/{id}/protections: the forecast event's day to protect the block for. */
export class ProtectBlockDto {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 2_000_000_000, example: 412, description: 'Game day index' })
  @IsInt({ message: w.eventDayInvalid })
  @Min(0, { message: w.eventDayInvalid })
  @Max(2_000_000_000, { message: w.eventDayInvalid })
  eventDay: number;
}

/** One weather event of the block's region, as the block sees it. */
export class BlockWeatherEventDto {
  @ApiProperty({ description: 'Game day index of the event' })
  day: number;

  @ApiProperty({ description: "'15 Apr, Year 2'" })
  date: string;

  @ApiProperty({ enum: WEATHER_EVENT_KINDS })
  kind: WeatherEventKind;

  @ApiProperty({ enum: WEATHER_EVENT_SEVERITIES })
  severity: 'moderate' | 'severe';

  @ApiProperty({ description: "'Severe spring frost'" })
  label: string;

  @ApiProperty({ description: "What protects against it: 'Hail nets'" })
  protection: string;

  @ApiProperty({ description: 'What protecting this block costs, whole euros' })
  cost: number;

  @ApiProperty({
    description: 'Health points it takes from this block unprotected, on its status that day (0: it cannot harm it)',
  })
  damage: number;

  @ApiProperty({
    description:
      "Percentage points it takes from this block's crop unprotected (≤ 0; 0 when it cannot harm it): applied at the harvest",
  })
  cropYieldPercent: number;

  @ApiProperty({
    description: "Points of quality it takes from this block's crop unprotected (≤ 0): applied at the harvest",
  })
  cropQualityPoints: number;

  @ApiProperty({
    description:
      "Whether the block is protected against it: a protection bought, or against mildew the season's spraying",
  })
  protected: boolean;

  @ApiProperty({ description: 'Past events only: whether the tick has applied the day to the block' })
  applied: boolean;
}

export class VintageWeatherEventDto {
  @ApiProperty({ description: 'Game day index of the event' })
  day: number;

  @ApiProperty({ description: "'15 Apr, Year 2'" })
  date: string;

  @ApiProperty({ description: "'Severe spring frost'" })
  label: string;

  @ApiProperty({ description: 'Percentage points it took from the crop (≤ 0)' })
  yieldPercent: number;

  @ApiProperty({ description: 'Points of quality it took from the crop (≤ 0)' })
  qualityPoints: number;
}

export class VintageWeatherDto {
  @ApiProperty({ description: 'The game year of the crop on the vines (the next harvest)' })
  vintage: number;

  @ApiProperty({
    description: 'Percentage points the vintage’s unprotected events took from its kilograms so far (≤ 0)',
  })
  yieldPercent: number;

  @ApiProperty({ description: 'Points the vintage’s unprotected events took from its quality so far (≤ 0)' })
  qualityPoints: number;

  @ApiProperty({ type: [VintageWeatherEventDto], description: 'The events that took from the crop, soonest first' })
  events: VintageWeatherEventDto[];
}

export class BlockWeatherDto {
  @ApiProperty({ description: 'Today, game day index' })
  today: number;

  @ApiProperty({ description: 'How many days ahead the forecast looks' })
  forecastDays: number;

  @ApiProperty({ type: [BlockWeatherEventDto], description: 'Events of the coming days, soonest first' })
  forecast: BlockWeatherEventDto[];

  @ApiProperty({ type: [BlockWeatherEventDto], description: 'Events of the last 30 days since planting, newest first' })
  recent: BlockWeatherEventDto[];

  @ApiProperty({
    type: VintageWeatherDto,
    description:
      'What the weather took from the crop on the vines, applied with the vineyard work’s effects when it is picked',
  })
  vintageLoss: VintageWeatherDto;
}

export class BlockWeatherDataDto {
  @ApiProperty({ type: BlockWeatherDto })
  weather: BlockWeatherDto;
}

export class ProtectionDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  blockId: string;

  @ApiProperty()
  eventDay: number;

  @ApiProperty({ enum: WEATHER_EVENT_KINDS })
  kind: WeatherEventKind;

  @ApiProperty({ description: 'Whole euros paid' })
  cost: number;

  @ApiProperty({ description: 'Health points spared' })
  spared: number;
}

export class ProtectionDataDto {
  @ApiProperty({ type: ProtectionDto })
  protection: ProtectionDto;

  @ApiProperty({ type: BlockWeatherDto })
  weather: BlockWeatherDto;
}

/** One of the estate's blocks a forecast event can harm. */
export class ThreatenedBlockDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ description: 'Health points it loses unprotected' })
  damage: number;

  @ApiProperty({ description: 'What protecting it costs, whole euros' })
  cost: number;

  @ApiProperty({
    description:
      "Whether the block is protected against it: a protection bought, or against mildew the season's spraying",
  })
  protected: boolean;
}

/** A forecast event that can harm some of the estate's blocks. */
export class EstateWeatherThreatDto {
  @ApiProperty({ description: 'Game day index of the event' })
  day: number;

  @ApiProperty({ description: "'2 Mar, Year 3'" })
  date: string;

  @ApiProperty({ enum: REGIONS })
  region: RegionKey;

  @ApiProperty({ enum: WEATHER_EVENT_KINDS })
  kind: WeatherEventKind;

  @ApiProperty({ enum: WEATHER_EVENT_SEVERITIES })
  severity: 'moderate' | 'severe';

  @ApiProperty({ description: "'Severe spring frost'" })
  label: string;

  @ApiProperty({ description: "What protects against it: 'Hail nets'" })
  protection: string;

  @ApiProperty({ type: [ThreatenedBlockDto] })
  blocks: ThreatenedBlockDto[];
}

export class EstateWeatherThreatsDataDto {
  @ApiProperty({ description: 'The game day of the forecast (today)' })
  today: number;

  @ApiProperty({ type: [EstateWeatherThreatDto], description: 'Soonest first' })
  threats: EstateWeatherThreatDto[];
}
