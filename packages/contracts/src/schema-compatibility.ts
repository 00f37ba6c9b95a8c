/*
 * Whether one JSON Schema accepts everything another accepted, over the shapes zod's
 * `toJSONSchema` writes for our contracts: type, enum/const, object properties/required/
 * additionalProperties/propertyNames, array items, anyOf (unions and nullables), string and number
 * bounds, pattern and format. Not a general JSON Schema subset decision: a keyword it does not know
 * is ignored, and a union is matched branch by branch. Used by the release compatibility check
 * (contract-compatibility.ts); no page loads it.
 */

/** A JSON Schema as zod writes it (a plain object; `true`/`{}` accept anything). */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

/**
 * Which side of a contract a schema is:
 * - `request`: what a caller sends. The new schema must accept all the old one accepted
 *   (a field now required, a narrower type, a tighter bound or an unknown field now refused breaks
 *   callers written for the old one).
 * - `response`: what a caller reads. The new schema must promise all the old one did (a field
 *   removed or made optional, a wider type or enum, a looser bound breaks readers written for the
 *   old one). Readers ignore fields they do not know, so a new field never breaks them.
 */
export type SchemaRole = 'request' | 'response';

/** One place where the new schema breaks the old one's promise. `field` is a dotted path (`answers[].id`), '' for the whole value. */
export interface SchemaBreak {
  field: string;
  problem: string;
}

type Schema = { readonly [keyword: string]: unknown };
type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

const ALL_TYPES: readonly JsonType[] = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];

/**
 * The breaks of `next` against `previous` in the given role, each naming its field. Empty when
 * every caller (request) or reader (response) of `previous` still works with `next`.
 */
export function schemaBreaks(previous: JsonSchema, next: JsonSchema, role: SchemaRole): SchemaBreak[] {
  // A request must accept what the old one accepted: everything `previous` accepts fits `next`.
  // A response must give only what the old one promised: everything `next` gives fits `previous`.
  const walker = new Walker(role);
  if (role === 'request') walker.fits(previous, next, '');
  else walker.fits(next, previous, '');
  return walker.breaks;
}

class Walker {
  readonly breaks: SchemaBreak[] = [];
  constructor(private readonly role: SchemaRole) {}

  /** Records where a value valid under `inner` is not valid under `outer`. */
  fits(inner: JsonSchema, outer: JsonSchema, field: string): void {
    const a = normalise(inner);
    const b = normalise(outer);
    if (b === true) return;
    if (a === false) return;
    if (b === false) return this.report(field, this.role === 'request' ? 'is no longer accepted at all' : 'may now be anything');
    if (a === true) return this.report(field, this.role === 'request' ? 'accepted anything and now has a schema' : 'had a schema and may now be anything');

    const aBranches = branches(a);
    if (aBranches.length > 1) {
      for (const branch of aBranches) this.fits(branch, b, field);
      return;
    }
    const bBranches = branches(b);
    if (bBranches.length > 1) return this.fitsOneOf(a, bBranches, field);
    this.fitsOne(a, b, field);
  }

  /** `inner` must fit one of the branches: the closest one's breaks are reported. */
  private fitsOneOf(inner: Schema, outerBranches: readonly JsonSchema[], field: string): void {
    let closest: SchemaBreak[] | undefined;
    for (const branch of outerBranches) {
      const trial = new Walker(this.role);
      trial.fits(inner, branch, field);
      if (trial.breaks.length === 0) return;
      if (!closest || trial.breaks.length < closest.length) closest = trial.breaks;
    }
    this.breaks.push(...(closest ?? []));
  }

  private fitsOne(a: Schema, b: Schema, field: string): void {
    const values = listedValues(a);
    if (values) {
      const refused = values.filter((value) => !valueFits(value, b));
      if (refused.length)
        this.report(field, this.role === 'request' ? `no longer accepts ${describeValues(refused)}` : `may now be ${describeValues(refused)}`);
      return;
    }
    const aTypes = typesOf(a);
    const bTypes = typesOf(b);
    const missing = aTypes.filter((type) => !bTypes.includes(type) && !(type === 'integer' && bTypes.includes('number')));
    if (missing.length) this.report(field, this.role === 'request' ? `no longer accepts ${missing.join(' or ')}` : `may now be ${missing.join(' or ')}`);
    const shared = aTypes.filter((type) => !missing.includes(type));

    const bValues = listedValues(b);
    if (bValues) {
      if (shared.length)
        this.report(
          field,
          this.role === 'request' ? `now accepts only ${describeValues(bValues)}` : `was only ${describeValues(bValues)} and may now be other values`,
        );
      return;
    }

    if (shared.includes('string')) this.fitsString(a, b, field);
    if (shared.includes('number') || shared.includes('integer')) this.fitsNumber(a, b, field);
    if (shared.includes('array')) this.fitsArray(a, b, field);
    if (shared.includes('object')) this.fitsObject(a, b, field);
  }

  private fitsString(a: Schema, b: Schema, field: string): void {
    this.fitsBound(field, 'minLength', num(a.minLength) ?? 0, num(b.minLength) ?? 0, 'min');
    this.fitsBound(field, 'maxLength', num(a.maxLength) ?? Infinity, num(b.maxLength) ?? Infinity, 'max');
    for (const keyword of ['format', 'pattern'] as const) {
      if (b[keyword] === undefined || b[keyword] === a[keyword]) continue;
      const what = keyword === 'format' ? `the ${String(b[keyword])} format` : `the pattern ${String(b[keyword])}`;
      this.report(field, this.role === 'request' ? `must now match ${what}` : `no longer always matches ${what}`);
    }
  }

  private fitsNumber(a: Schema, b: Schema, field: string): void {
    const aLow = lowerBound(a);
    const bLow = lowerBound(b);
    if (bLow.value > aLow.value || (bLow.value === aLow.value && bLow.exclusive && !aLow.exclusive)) {
      this.reportBound(field, 'minimum', describeBound(aLow, '>'), describeBound(bLow, '>'));
    }
    const aHigh = upperBound(a);
    const bHigh = upperBound(b);
    if (bHigh.value < aHigh.value || (bHigh.value === aHigh.value && bHigh.exclusive && !aHigh.exclusive)) {
      this.reportBound(field, 'maximum', describeBound(aHigh, '<'), describeBound(bHigh, '<'));
    }
  }

  private fitsArray(a: Schema, b: Schema, field: string): void {
    this.fitsBound(field, 'minItems', num(a.minItems) ?? 0, num(b.minItems) ?? 0, 'min');
    this.fitsBound(field, 'maxItems', num(a.maxItems) ?? Infinity, num(b.maxItems) ?? Infinity, 'max');
    this.fits(asSchema(a.items), asSchema(b.items), `${field}[]`);
  }

  private fitsObject(a: Schema, b: Schema, field: string): void {
    const aProperties = properties(a);
    const bProperties = properties(b);
    const aRequired = new Set(required(a));
    for (const name of required(b)) {
      if (aRequired.has(name)) continue;
      const at = join(field, name);
      if (this.role === 'response') this.report(at, 'is no longer always present (removed or made optional)');
      else this.report(at, name in aProperties ? 'was optional and is now required' : 'is a new required field');
    }
    // Readers ignore fields they do not know; callers meet a refusal of unknown fields.
    const unknownRefused = this.role === 'request' && b.additionalProperties === false;
    for (const [name, schema] of Object.entries(aProperties)) {
      const at = join(field, name);
      const counterpart = bProperties[name];
      if (counterpart !== undefined) this.fits(schema, counterpart, at);
      else if (unknownRefused) this.report(at, 'is no longer accepted (the field was removed and unknown fields are refused)');
      else if (isSchema(b.additionalProperties)) this.fits(schema, b.additionalProperties, at);
    }
    if (unknownRefused && a.additionalProperties !== false) this.report(field, 'now refuses fields it does not know');
    if (isSchema(a.additionalProperties) && isSchema(b.additionalProperties)) this.fits(a.additionalProperties, b.additionalProperties, join(field, '*'));
    if (b.propertyNames !== undefined) this.fits(asSchema(a.propertyNames), asSchema(b.propertyNames), join(field, '(key)'));
  }

  /** A `min` bound breaks when it rises, a `max` bound when it falls (for the values `a` allows). */
  private fitsBound(field: string, keyword: string, aValue: number, bValue: number, kind: 'min' | 'max'): void {
    if (kind === 'min' ? bValue > aValue : bValue < aValue) this.reportBound(field, keyword, show(aValue), show(bValue));
  }

  /** `aText` and `bText` describe the bound of the inner and outer schema; the message is in old → new order. */
  private reportBound(field: string, keyword: string, aText: string, bText: string): void {
    if (this.role === 'request') this.report(field, `${keyword} tightened from ${aText} to ${bText}`);
    else this.report(field, `${keyword} loosened from ${bText} to ${aText}`);
  }

  private report(field: string, problem: string): void {
    this.breaks.push({ field, problem });
  }
}

function normalise(schema: JsonSchema | undefined): true | false | Schema {
  if (schema === undefined || schema === true) return true;
  if (schema === false) return false;
  const meaningful = Object.keys(schema).filter((key) => !['$schema', 'default', 'description', 'title', 'examples', 'id'].includes(key));
  return meaningful.length === 0 ? true : schema;
}

/** A union's branches (anyOf, oneOf), with the outer keywords (a shared type) kept on each; a plain schema is its own one branch. */
function branches(schema: Schema): JsonSchema[] {
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (!Array.isArray(union)) return [schema];
  const { anyOf: _anyOf, oneOf: _oneOf, ...rest } = schema;
  const shared = normalise(rest);
  return union.map((branch) => (shared === true || typeof branch === 'boolean' ? branch : { ...rest, ...branch }));
}

function typesOf(schema: Schema): JsonType[] {
  const declared = schema.type;
  if (typeof declared === 'string') return [declared as JsonType];
  if (Array.isArray(declared)) return declared as JsonType[];
  if (schema.properties !== undefined || schema.required !== undefined || schema.additionalProperties !== undefined) return ['object'];
  if (schema.items !== undefined) return ['array'];
  const values = listedValues(schema);
  if (values) return [...new Set(values.map(typeOfValue))];
  return [...ALL_TYPES];
}

/** The values a schema is limited to (enum or const), or undefined when it is not. */
function listedValues(schema: Schema): unknown[] | undefined {
  if ('const' in schema) return [schema.const];
  return Array.isArray(schema.enum) ? schema.enum : undefined;
}

/** Whether one listed value is valid under a schema, for the keywords above. */
function valueFits(value: unknown, schema: JsonSchema): boolean {
  const s = normalise(schema);
  if (s === true) return true;
  if (s === false) return false;
  const union = branches(s);
  if (union.length > 1) return union.some((branch) => valueFits(value, branch));
  const values = listedValues(s);
  if (values) return values.some((listed) => JSON.stringify(listed) === JSON.stringify(value));
  const types = typesOf(s);
  const type = typeOfValue(value);
  if (!types.includes(type) && !(type === 'integer' && types.includes('number'))) return false;
  if (typeof value === 'string') {
    if (value.length < (num(s.minLength) ?? 0) || value.length > (num(s.maxLength) ?? Infinity)) return false;
    if (typeof s.pattern === 'string' && !new RegExp(s.pattern, 'u').test(value)) return false;
  }
  if (typeof value === 'number') {
    const low = lowerBound(s);
    const high = upperBound(s);
    if (value < low.value || (low.exclusive && value === low.value)) return false;
    if (value > high.value || (high.exclusive && value === high.value)) return false;
  }
  return true;
}

function typeOfValue(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

interface Bound {
  value: number;
  exclusive: boolean;
}

function lowerBound(schema: Schema): Bound {
  const inclusive = num(schema.minimum) ?? -Infinity;
  const exclusive = num(schema.exclusiveMinimum) ?? -Infinity;
  return exclusive >= inclusive && exclusive !== -Infinity ? { value: exclusive, exclusive: true } : { value: inclusive, exclusive: false };
}

function upperBound(schema: Schema): Bound {
  const inclusive = num(schema.maximum) ?? Infinity;
  const exclusive = num(schema.exclusiveMaximum) ?? Infinity;
  return exclusive <= inclusive && exclusive !== Infinity ? { value: exclusive, exclusive: true } : { value: inclusive, exclusive: false };
}

function describeBound(bound: Bound, strict: '>' | '<'): string {
  if (!Number.isFinite(bound.value)) return 'none';
  return bound.exclusive ? `${strict} ${bound.value}` : `${strict}= ${bound.value}`;
}

function show(value: number): string {
  return Number.isFinite(value) ? String(value) : 'none';
}

function describeValues(values: readonly unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ');
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null;
}

function asSchema(value: unknown): JsonSchema {
  return isSchema(value) || typeof value === 'boolean' ? value : true;
}

function properties(schema: Schema): Record<string, JsonSchema> {
  return isSchema(schema.properties) ? (schema.properties as Record<string, JsonSchema>) : {};
}

function required(schema: Schema): string[] {
  return Array.isArray(schema.required) ? (schema.required as string[]) : [];
}

function join(field: string, name: string): string {
  return field ? `${field}.${name}` : name;
}
