import {
  BLOCK_LIMITS,
  validateBlock,
  type BlockErrors,
  type BlockOrientation,
  type GrapeVariety,
  type TrellisSystem,
} from '@vineyard/domain';
import type { BlockDto, CreateBlockDto } from '../../../api';
import type { ApiFieldError } from '../../../api/errors';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/alerts/apiError';

/**
 * What the block form holds: numbers as typed, choices '' until picked. The keys run in the
 * form's order (the first invalid one gets the focus).
 */
export type BlockFormValues = {
  name: string;
  size: string;
  grapeVariety: GrapeVariety | '';
  orientation: BlockOrientation | '';
  rowSpacing: string;
  vineSpacing: string;
  trellisSystem: TrellisSystem | '';
  notes: string;
};

/** Defaults of a new block (spec §5): 0.5 ha, rows 2 m apart, vines 1 m apart. */
export function initialBlockValues(block?: BlockDto | null): BlockFormValues {
  if (!block) {
    return {
      name: '',
      size: String(BLOCK_LIMITS.size.default),
      grapeVariety: '',
      orientation: '',
      rowSpacing: String(BLOCK_LIMITS.rowSpacing.default),
      vineSpacing: String(BLOCK_LIMITS.vineSpacing.default),
      trellisSystem: '',
      notes: '',
    };
  }
  return {
    name: block.name,
    size: String(block.size),
    grapeVariety: block.grapeVariety,
    orientation: block.orientation,
    rowSpacing: String(block.vineSpacing.rowSpacing),
    vineSpacing: String(block.vineSpacing.vineSpacing),
    trellisSystem: block.trellisSystem,
    notes: block.notes ?? '',
  };
}

const toNumber = (value: string): number | undefined => (value.trim() === '' ? undefined : Number(value));

/** The domain rules over the form values (numbers parsed; an empty number counts as missing). */
export function blockFormErrors(values: BlockFormValues): BlockErrors {
  return validateBlock({
    name: values.name,
    size: toNumber(values.size),
    grapeVariety: values.grapeVariety,
    rowSpacing: toNumber(values.rowSpacing),
    vineSpacing: toNumber(values.vineSpacing),
    orientation: values.orientation,
    trellisSystem: values.trellisSystem,
  });
}

/** The request body of valid values (call after `blockFormErrors` came back empty). */
export function blockPayload(values: BlockFormValues): CreateBlockDto {
  return {
    name: values.name.trim(),
    size: Number(values.size),
    grapeVariety: values.grapeVariety as GrapeVariety,
    vineSpacing: { rowSpacing: Number(values.rowSpacing), vineSpacing: Number(values.vineSpacing) },
    orientation: values.orientation as BlockOrientation,
    trellisSystem: values.trellisSystem as TrellisSystem,
    notes: values.notes.trim(),
  };
}

/** What a refused save tells the form: the banner's title and the server's field errors. */
export interface BlockSaveFailure {
  message: string;
  errors: ApiFieldError[];
}

/**
 * The failure of a create or update call, for the form. The server names the spacings
 * `vineSpacing.rowSpacing` and `vineSpacing.vineSpacing`; the form's fields are `rowSpacing` and
 * `vineSpacing`.
 */
export function blockSaveFailure(error: unknown, fallback: string): BlockSaveFailure {
  return {
    message: apiErrorMessage(error, fallback),
    errors: apiFieldErrors(error).map((item) =>
      item.field.startsWith('vineSpacing.') ? { ...item, field: item.field.slice('vineSpacing.'.length) } : item,
    ),
  };
}
