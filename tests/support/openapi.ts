/**
 * The committed openapi.yaml as test data: its operations, their parameters and request bodies
 * (with $refs resolved, for generators), and ajv 8 validators for the success responses
 * (OpenAPI 3.0 `nullable` turned into JSON Schema type/enum unions; additional properties are
 * allowed unless a schema says otherwise, as in JSON Schema).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { ROOT } from './server';

export type Schema = Record<string, any>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  parameters: Parameter[];
  /** the application/json request body schema, $refs resolved */
  requestBody?: Schema;
  requestBodyRequired: boolean;
  /** the operation declares bearer security */
  secured: boolean;
  /** status code → { contentType, schema } for every documented response */
  responses: Record<string, { contentType?: string; schema?: Schema }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, any>>;
  components: { schemas: Record<string, Schema> };
  security?: unknown[];
}

export function loadOpenApi(file = join(ROOT, 'openapi.yaml')): OpenApiDocument {
  return parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Resolves every $ref (and single-element allOf wrappers) for use by generators. */
export function deref(doc: OpenApiDocument, schema: Schema | undefined, seen: string[] = []): Schema {
  if (!schema || typeof schema !== 'object') return {};
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/components/schemas/', '');
    if (seen.includes(name)) return {};
    return deref(doc, doc.components.schemas[name], [...seen, name]);
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1) {
    const { allOf, ...rest } = schema;
    return { ...deref(doc, allOf[0], seen), ...rest };
  }
  const out: Schema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries<Schema>(schema.properties).map(([k, v]) => [k, deref(doc, v, seen)]),
    );
  }
  if (schema.items) out.items = deref(doc, schema.items, seen);
  return out;
}

export function operations(doc: OpenApiDocument): Operation[] {
  const list: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const json = op.requestBody?.content?.['application/json'];
      const responses: Operation['responses'] = {};
      for (const [status, response] of Object.entries<any>(op.responses ?? {})) {
        const [contentType, media] = Object.entries<any>(response.content ?? {})[0] ?? [];
        responses[status] = { contentType, schema: media?.schema };
      }
      const security = (op.security ?? doc.security ?? []) as Record<string, unknown>[];
      list.push({
        method: method.toUpperCase(),
        path,
        operationId: op.operationId,
        parameters: (op.parameters ?? []).map((p: any) => ({
          name: p.name,
          in: p.in,
          required: Boolean(p.required),
          schema: deref(doc, p.schema),
        })),
        requestBody: json ? deref(doc, json.schema) : undefined,
        requestBodyRequired: Boolean(op.requestBody?.required),
        secured: security.some((s) => Object.keys(s).length > 0),
        responses,
      });
    }
  }
  return list;
}

/**
 * The error codes an operation documents for a status: the `enum` its error response puts on
 * `code` (the shared error body narrowed by an allOf part). undefined when the status is not
 * documented or documents no codes.
 */
export function documentedCodes(op: Operation, status: number | string): string[] | undefined {
  const schema = op.responses[String(status)]?.schema;
  const parts: Schema[] = Array.isArray(schema?.allOf) ? schema.allOf : schema ? [schema] : [];
  for (const part of parts) {
    const codes = part?.properties?.code?.enum;
    if (Array.isArray(codes)) return codes as string[];
  }
  return undefined;
}

/** OpenAPI 3.0 schema → JSON Schema (draft 7 as ajv 8 reads it). */
export function toJsonSchema(schema: unknown, refBase = ''): unknown {
  if (Array.isArray(schema)) return schema.map((s) => toJsonSchema(s, refBase));
  if (!schema || typeof schema !== 'object') return schema;
  const source = schema as Schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'nullable' || key === 'example') continue;
    if (key === '$ref' && typeof value === 'string') out.$ref = value.replace(/^#/, `${refBase}#`);
    else if (key === 'properties' || key === 'patternProperties') {
      out[key] = Object.fromEntries(Object.entries<unknown>(value).map(([k, v]) => [k, toJsonSchema(v, refBase)]));
    } else if (key === 'enum' || key === 'required' || key === 'default') out[key] = value;
    else out[key] = toJsonSchema(value, refBase);
  }
  if (source.nullable === true) {
    // a nullable reference (swagger writes `allOf: [$ref]` with `nullable: true`): the object or null
    if (out.allOf !== undefined || out.$ref !== undefined) return { anyOf: [out, { type: 'null' }] };
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    if (out.type === undefined) return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

const SPEC_ID = 'vv-openapi';

/** Validates success bodies against the documented response schema of an operation. */
export class ResponseValidator {
  private readonly ajv: Ajv;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(doc: OpenApiDocument) {
    this.ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: SPEC_ID, components: toJsonSchema(doc.components, SPEC_ID) as object });
  }

  /** null when the body matches; otherwise a short explanation. */
  validate(op: Operation, status: number, contentType: string | null, body: unknown): string | null {
    const documented = op.responses[String(status)];
    if (!documented) return `status ${status} is not documented for ${op.method} ${op.path}`;
    if (!documented.contentType) return null;
    const received = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
    if (received !== documented.contentType) {
      return `content type "${contentType}" instead of ${documented.contentType}`;
    }
    if (!documented.schema) return null;
    const key = `${op.method} ${op.path} ${status}`;
    let validate = this.cache.get(key);
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(documented.schema, SPEC_ID) as object);
      this.cache.set(key, validate);
    }
    if (validate(body)) return null;
    return this.ajv.errorsText(validate.errors, { separator: '; ', dataVar: 'body' });
  }
}
