/**
 * What the OpenAPI document says that no single decorator can: read from the validators, the
 * guards and the request hooks, so that the contract follows the code instead of repeating it.
 *
 * - documentWholeNumbers(), before the document is built: a number the validators only accept
 *   whole (@IsInt, or @IsIn of whole numbers) is `type: integer`.
 * - finishDocument(), after: operations without bearer security say `security: []` (public);
 *   those a personal API key may call (security `apiKey`) may answer 403 `API_KEY_SCOPE`;
 *   secured writes may answer 429 (a player's requests in flight, auth/player-requests.ts);
 *   every operation but those marked WithoutDatabase() may answer 503 DATABASE_UNAVAILABLE or
 *   DATABASE_TIMEOUT; each 400 example of a validation failure names the operation's own fields
 *   (the server's answer to an empty body or a wrong query value); an optional field carries no
 *   `default` (generators such as openapi-typescript make a field with a default required); every
 *   response names its X-Request-Id header, 429 and 503 their Retry-After, and the success
 *   answers of operations that take an Idempotency-Key their Idempotent-Replayed header.
 *   tests/api/contract.test.ts checks each of these over the whole document.
 */
import type { Type } from '@nestjs/common';
import {
  // eslint-disable-next-line no-restricted-imports -- the one use: PatchType below
  PartialType,
  type HeaderObject,
  type OpenAPIObject,
  type OperationObject,
  type ParameterObject,
  type ResponseObject,
} from '@nestjs/swagger';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync } from 'class-validator';
import { MESSAGES, type ErrorCode } from '@vineyard/domain';
import { DATABASE_ERRORS, errorResponse, EXAMPLE_REQUEST_ID, WITHOUT_DATABASE } from './api-docs';
import type { FieldError } from './errors';
import { flattenValidationErrors } from './validation';

/** @nestjs/swagger's metadata key for a property's @ApiProperty options (DECORATORS.API_MODEL_PROPERTIES). */
const API_MODEL_PROPERTIES = 'swagger/apiModelProperties';
const API_MODEL_PROPERTIES_ARRAY = 'swagger/apiModelPropertiesArray';
/** The static method the swagger plugin adds to DTO classes (METADATA_FACTORY_NAME). */
const PLUGIN_METADATA_FACTORY = '_OPENAPI_METADATA_FACTORY';

/** The header names the server reads and writes (app.factory.ts, the idempotency helper, the error filter). */
export const HEADERS = {
  requestId: 'X-Request-Id',
  retryAfter: 'Retry-After',
  idempotencyKey: 'Idempotency-Key',
  idempotentReplayed: 'Idempotent-Replayed',
} as const;

interface ValidationRule {
  target: unknown;
  propertyName: string;
  name?: string;
  constraints?: unknown[];
}

/** True when the rule lets through whole numbers only. */
function acceptsWholeNumbersOnly(rule: ValidationRule): boolean {
  if (rule.name === 'isInt') return true;
  if (rule.name === 'domainRule') return rule.constraints?.[0] === 'integer'; // validation.ts DomainRule
  if (rule.name === 'isIn') {
    const allowed = rule.constraints?.[0];
    return Array.isArray(allowed) && allowed.length > 0 && allowed.every((v) => Number.isInteger(v));
  }
  return false;
}

/**
 * Marks `type: integer` every DTO property whose validators accept whole numbers only, so that
 * the type is written once (the validator) and the contract cannot say `number` where 2.5 is
 * refused. Idempotent; run before SwaggerModule.createDocument.
 */
export function documentWholeNumbers(): void {
  // class-validator keeps its rules per class in this map (its public getters need the class first)
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, ValidationRule[]> };
  for (const rules of storage.validationMetadatas.values()) {
    for (const rule of rules) {
      if (typeof rule.target !== 'function' || !acceptsWholeNumbersOnly(rule)) continue;
      const prototype = (rule.target as { prototype: object }).prototype;
      const key = rule.propertyName;
      if (Reflect.getMetadata('design:type', prototype, key) !== Number) continue;
      // described by @ApiProperty (its options) or only by the swagger plugin (the class's metadata factory)
      const decorated = Reflect.getMetadata(API_MODEL_PROPERTIES, prototype, key) as
        Record<string, unknown> | undefined;
      const factory = (rule.target as { [PLUGIN_METADATA_FACTORY]?: () => Record<string, unknown> })[
        PLUGIN_METADATA_FACTORY
      ];
      if (!decorated && !factory?.()[key]) continue;
      if (!decorated) {
        const listed = (Reflect.getMetadata(API_MODEL_PROPERTIES_ARRAY, prototype) ?? []) as string[];
        if (!listed.includes(`:${key}`)) {
          Reflect.defineMetadata(API_MODEL_PROPERTIES_ARRAY, [...listed, `:${key}`], prototype);
        }
      }
      // the plugin's metadata is merged in later without overriding these options
      Reflect.defineMetadata(API_MODEL_PROPERTIES, { ...decorated, type: 'integer' }, prototype, key);
    }
  }
}

/**
 * PartialType for PATCH bodies: every field optional, and none with a `default` (an absent field
 * stays as it is; the create body's defaults are not the update's).
 */
export function PatchType<T>(classRef: Type<T>): Type<Partial<T>> {
  // null is validated (and refused) as in Optional(), not skipped as PartialType's IsOptional would
  const patch = PartialType(classRef, { skipNullProperties: false });
  const listed = (Reflect.getMetadata(API_MODEL_PROPERTIES_ARRAY, patch.prototype) ?? []) as string[];
  for (const key of listed.map((k) => k.slice(1))) {
    const options = Reflect.getMetadata(API_MODEL_PROPERTIES, patch.prototype, key) as Record<string, unknown>;
    if (options && 'default' in options) {
      const { default: _ignored, ...rest } = options;
      Reflect.defineMetadata(API_MODEL_PROPERTIES, rest, patch.prototype, key);
    }
  }
  return patch;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });

const COMPONENT_HEADERS: Record<string, HeaderObject> = {
  [HEADERS.requestId]: {
    description:
      "The request's id: the `X-Request-Id` the request was sent with when it is 1-128 characters of letters, digits and `_.:@/+=-`, a new UUID otherwise. Every log line about the request carries it, and a 5xx body repeats it as `requestId`: quote it when reporting a problem.",
    schema: { type: 'string', maxLength: 128, example: EXAMPLE_REQUEST_ID },
  },
  [HEADERS.retryAfter]: {
    description:
      "Seconds to wait before trying again: until the throttle window that refused the request ends (429), 1 when too many of the player's requests were already waiting (429), 1 when a lock another change holds outlasted the wait (409 `RESOURCE_BUSY`), or 5 while the database is unavailable or too slow (503).",
    schema: { type: 'integer', minimum: 1, example: 60 },
  },
  [HEADERS.idempotentReplayed]: {
    description:
      '`true` when this is the stored answer to an earlier request with the same `Idempotency-Key` and body (nothing was done again); absent on a first answer.',
    schema: { type: 'string', enum: ['true'] },
  },
};

function takesIdempotencyKey(operation: OperationObject): boolean {
  return (operation.parameters ?? []).some(
    (p) => 'in' in p && p.in === 'header' && p.name.toLowerCase() === HEADERS.idempotencyKey.toLowerCase(),
  );
}

/** The contract's security scheme of personal API keys (app.factory.ts defines it, Authenticated() names it). */
export const API_KEY_SCHEME = 'apiKey';

/**
 * Adds `API_KEY_SCOPE` to the operation's 403 codes (a key without the route's scope): an
 * operation's own 403 (e.g. PRIMARY_OWNER_ONLY) replaces its controller's, so it is merged here.
 */
function documentKeyScope(operation: OperationObject): void {
  const existing = operation.responses['403'] as ResponseObject | undefined;
  const schema = existing?.content?.['application/json']?.schema as
    { allOf?: { properties?: { code?: { enum?: ErrorCode[] } } }[] } | undefined;
  const codes = schema?.allOf?.[1]?.properties?.code?.enum ?? [];
  if (codes.includes('API_KEY_SCOPE')) return;
  const { description, schema: merged, example } = errorResponse(403, [...codes, 'API_KEY_SCOPE']);
  operation.responses['403'] = {
    ...existing,
    description,
    content: { 'application/json': { schema: merged, example } },
  };
}

type Schema = Record<string, unknown> & {
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  additionalProperties?: Schema | boolean;
  default?: unknown;
  description?: string;
  example?: unknown;
  $ref?: string;
};

/** A value as a description shows it: strings bare, the rest as JSON. */
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * An optional property keeps no `default`: openapi-typescript (default options) and other
 * generators make a property with a default required, so a correct request without it would not
 * compile. What the server uses when the field is absent goes into the description (and the
 * example, for Swagger UI's "Try it out"). Walks every schema, nested ones too.
 */
function dropOptionalDefaults(schema: Schema | undefined): void {
  if (!schema || typeof schema !== 'object') return;
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if ('default' in property && !(schema.required ?? []).includes(key)) {
      const { default: fallback, ...rest } = property;
      const note = `When absent: ${shown(fallback)}.`;
      schema.properties![key] = {
        ...rest,
        description: rest.description ? `${rest.description.replace(/\.?$/, '.')} ${note}` : note,
        ...(rest.example === undefined && rest.$ref === undefined && rest.allOf === undefined
          ? { example: fallback }
          : {}),
      };
    }
    dropOptionalDefaults(schema.properties![key]);
  }
  for (const nested of [schema.items, ...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) {
    dropOptionalDefaults(nested);
  }
  if (typeof schema.additionalProperties === 'object') dropOptionalDefaults(schema.additionalProperties);
}

/** The classes class-validator knows (the DTOs), by name: the document names its schemas after them. */
function validatedClasses(): Map<string, new () => object> {
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, ValidationRule[]> };
  const byName = new Map<string, new () => object>();
  for (const target of storage.validationMetadatas.keys()) {
    if (typeof target === 'function' && target.name) byName.set(target.name, target as new () => object);
  }
  return byName;
}

/** The field errors the server's validation (common/validation.ts) answers for this input. */
function fieldErrors(cls: new () => object, input: Record<string, unknown>): FieldError[] {
  const errors = validateSync(plainToInstance(cls, input), {
    whitelist: true,
    forbidNonWhitelisted: true,
    validationError: { target: false, value: false },
  });
  return flattenValidationErrors(errors);
}

/** Wrong values to try, one field at a time, until one is refused. */
const WRONG_BODY_VALUES: unknown[] = [null, '', -1, 'x', {}, [], 1e12, 'x'.repeat(10_001)];
const WRONG_QUERY_VALUES = ['x', '-1', '', '0', '1000000000000', 'x'.repeat(10_001)];

/**
 * The field errors of a validation failure of this operation: what the server answers to an empty
 * body (the required fields) or, when every field is optional, to a wrong value of the first field
 * that refuses one; for an operation without a body, a wrong value of its query parameters (the
 * query class is the one whose fields are exactly the parameters). Null when the operation has no
 * field validation can refuse.
 */
function validationExample(
  operation: OperationObject,
  classes: Map<string, new () => object>,
  schemas: Record<string, Schema>,
): FieldError[] | null {
  const body = (operation.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content?.[
    'application/json'
  ]?.schema;
  const bodyName = body?.$ref?.split('/').pop();
  if (bodyName && classes.has(bodyName)) {
    const cls = classes.get(bodyName)!;
    const missing = fieldErrors(cls, {});
    if (missing.length > 0) return missing;
    for (const field of Object.keys(schemas[bodyName]?.properties ?? {})) {
      for (const value of WRONG_BODY_VALUES) {
        const errors = fieldErrors(cls, { [field]: value });
        if (errors.length > 0) return errors;
      }
    }
    return null;
  }
  const query = (operation.parameters ?? [])
    .filter((p): p is ParameterObject => 'in' in p && p.in === 'query')
    .map((p) => p.name);
  if (query.length === 0) return null;
  // the query's class: the validated class whose fields are exactly the query parameters
  const wanted = [...query].sort().join(',');
  for (const [name, cls] of classes) {
    if (schemas[name] || fieldsOf(cls).sort().join(',') !== wanted) continue;
    for (const field of query) {
      for (const value of WRONG_QUERY_VALUES) {
        const errors = fieldErrors(cls, { [field]: value });
        if (errors.length > 0) return errors;
      }
    }
  }
  return null;
}

/** The properties a class validates. */
function fieldsOf(cls: new () => object): string[] {
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, ValidationRule[]> };
  const names = new Set<string>();
  for (const [target, rules] of storage.validationMetadatas) {
    if (target === cls || (typeof target === 'function' && cls.prototype instanceof target)) {
      for (const rule of rules) names.add(rule.propertyName);
    }
  }
  return [...names];
}

/** The codes a documented error answer lists (errorResponse's schema). */
function documentedCodes(response: ResponseObject): ErrorCode[] {
  const schema = response.content?.['application/json']?.schema as Schema | undefined;
  const narrowed = schema?.allOf?.[1]?.properties?.code as { enum?: ErrorCode[] } | undefined;
  return narrowed?.enum ?? [];
}

/** An error answer documented like ApiErrors() documents one, with `example` instead of the first code's. */
function documentedError(status: 400 | 503, codes: ErrorCode[], example?: object): ResponseObject {
  const { description, schema, example: first } = errorResponse(status, codes);
  return { description, content: { 'application/json': { schema, example: example ?? first } } };
}

/** 503 DATABASE_UNAVAILABLE / DATABASE_TIMEOUT on every operation that may query the database. */
function documentDatabaseErrors(operation: OperationObject): void {
  const extended = operation as OperationObject & { [WITHOUT_DATABASE]?: boolean };
  if (extended[WITHOUT_DATABASE]) {
    delete extended[WITHOUT_DATABASE];
    return;
  }
  const existing = operation.responses['503'] as ResponseObject | undefined;
  const known = existing ? documentedCodes(existing) : [];
  const codes = [...DATABASE_ERRORS, ...known.filter((c) => !(DATABASE_ERRORS as readonly string[]).includes(c))];
  const example = existing?.content?.['application/json']?.example as object | undefined;
  operation.responses['503'] = documentedError(503, codes, known.length > 0 ? example : undefined);
}

/** The 400 example of a validation failure shows the operation's own fields (or another 400 code). */
function documentValidationExample(
  operation: OperationObject,
  classes: Map<string, new () => object>,
  schemas: Record<string, Schema>,
): void {
  const response = operation.responses['400'] as ResponseObject | undefined;
  if (!response) return;
  const codes = documentedCodes(response);
  if (codes[0] !== 'VALIDATION_FAILED') return;
  const errors = validationExample(operation, classes, schemas);
  const other = codes.find((c) => c !== 'VALIDATION_FAILED');
  const failed = errorResponse(400, ['VALIDATION_FAILED']).example;
  const example = errors
    ? { ...failed, message: errors[0]!.message, errors }
    : other
      ? errorResponse(400, [other]).example
      : { ...failed, message: MESSAGES.api.invalidRequest };
  response.content!['application/json']!.example = example;
}

/** Completes the document built from the decorators (see the file's comment). */
export function finishDocument(document: OpenAPIObject): OpenAPIObject {
  document.components = { ...document.components, headers: { ...document.components?.headers, ...COMPONENT_HEADERS } };
  const schemas = (document.components.schemas ?? {}) as Record<string, Schema>;
  const classes = validatedClasses();
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      documentDatabaseErrors(operation);
      documentValidationExample(operation, classes, schemas);
      const inline = (operation.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)
        ?.content?.['application/json']?.schema;
      dropOptionalDefaults(inline);
      // the guards decide: @Authenticated() (and the metrics guard) document bearer; the rest is public
      const secured = operation.security?.some((requirement) => Object.keys(requirement).length > 0) ?? false;
      if (!secured) operation.security = [];
      if (operation.security?.some((requirement) => API_KEY_SCHEME in requirement)) documentKeyScope(operation);
      // a player's writes wait their turn behind the player's others, 429 beyond (auth/player-requests.ts)
      if (secured && method !== 'get' && !operation.responses['429']) {
        const { description, schema, example } = errorResponse(429, ['RATE_LIMITED']);
        operation.responses['429'] = { description, content: { 'application/json': { schema, example } } };
      }
      const idempotent = takesIdempotencyKey(operation);
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!response || '$ref' in response) continue;
        const headers: NonNullable<ResponseObject['headers']> = { ...response.headers };
        headers[HEADERS.requestId] = ref(HEADERS.requestId);
        if (status === '429' || status === '503') headers[HEADERS.retryAfter] = ref(HEADERS.retryAfter);
        if (idempotent && status.startsWith('2')) headers[HEADERS.idempotentReplayed] = ref(HEADERS.idempotentReplayed);
        response.headers = headers;
      }
    }
  }
  for (const schema of Object.values(schemas)) dropOptionalDefaults(schema);
  return document;
}
