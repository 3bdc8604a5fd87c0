/**
 * Field rules of the detail page (docs/product.md section 5): "Conditions for showing fields are configured rules
 * per property; any error counts as failed."
 *
 * The data already carries them (lib/catalogue/data/file-schemas.ts, Property.FieldRules): a list of
 * { Field, Rule }, where Rule is a condition over the record's CRM fields, e.g. "Bedrooms > 0" or
 * "Marquee != 2". A field is shown when every rule naming it passes; a field without rules is shown.
 *
 * Rules are parsed by the small grammar below and never run as code (no eval, no Function):
 *
 *   rule       := or
 *   or         := and (("||" | "or") and)*
 *   and        := not (("&&" | "and") not)*
 *   not        := ("!" | "not") not | primary
 *   primary    := "(" rule ")" | operand (compare operand)?
 *   compare    := "==" | "=" | "!=" | "<>" | ">" | ">=" | "<" | "<="
 *   operand    := Field | number | -number | 'text' | "text" | true | false | null
 *
 * "not" binds looser than a comparison: "not Marquee == 2" reads as "not (Marquee == 2)".
 *
 * A rule fails, hiding its field, when it does not parse, names a field the property schema does not know
 * (a typo must not pass silently), or meets an error while evaluating: ordering with null ("Bedrooms > 0" when
 * Bedrooms is unknown), comparing different types ("Zip == 9000": Zip is text), or a list or object field.
 * && and || short-circuit like every language editors know, so "Bedrooms != null && Bedrooms > 0" works.
 * Field names are case-sensitive, as in the CRM.
 *
 * Imports the zod schema for its field names: evaluate rules on the server, beside lib/catalogue/data.
 */
import { PropertySchema } from './file-schemas';

export interface FieldRule {
  Field: string;
  Rule: string;
}

/** The record's fields by their CRM names (a PropertyRecord fits). */
export type RuleRecord = Readonly<Record<string, unknown>>;

/**
 * Every field a rule may name: the schema's, so an optional field the record leaves out reads as null
 * instead of failing as a typo.
 */
const KNOWN_FIELDS: ReadonlySet<string> = new Set(Object.keys(PropertySchema.shape));

/** Bounds on hostile or runaway rules: real ones are a line long. */
const MAX_RULE_LENGTH = 1000;
const MAX_DEPTH = 32;

class RuleError extends Error {}

type Value = number | string | boolean | null;
type CompareOp = '==' | '!=' | '>' | '>=' | '<' | '<=';

type Node =
  | { type: 'literal'; value: Value }
  | { type: 'field'; name: string }
  | { type: 'not'; operand: Node }
  | { type: 'and' | 'or'; left: Node; right: Node }
  | { type: 'compare'; op: CompareOp; left: Node; right: Node };

type Token =
  | { kind: 'number'; value: number }
  | { kind: 'string'; value: string }
  | { kind: 'word'; value: string }
  | { kind: 'symbol'; value: string };

const SYMBOLS = ['==', '!=', '<>', '>=', '<=', '&&', '||', '>', '<', '=', '!', '(', ')', '-'];

function tokenize(rule: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < rule.length) {
    const rest = rule.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    const number = /^\d+(?:\.\d+)?/.exec(rest);
    if (number) {
      tokens.push({ kind: 'number', value: Number(number[0]) });
      i += number[0].length;
      continue;
    }
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest);
    if (word) {
      tokens.push({ kind: 'word', value: word[0] });
      i += word[0].length;
      continue;
    }
    const quote = rest[0];
    if (quote === "'" || quote === '"') {
      const end = rest.indexOf(quote, 1);
      if (end < 0) throw new RuleError('unterminated text');
      tokens.push({ kind: 'string', value: rest.slice(1, end) });
      i += end + 1;
      continue;
    }
    const symbol = SYMBOLS.find((s) => rest.startsWith(s));
    if (!symbol) throw new RuleError(`unexpected character ${JSON.stringify(rest[0])}`);
    tokens.push({ kind: 'symbol', value: symbol });
    i += symbol.length;
  }
  return tokens;
}

/** Comparison symbols and their aliases: "=" and "<>" as editors of other tools write them. */
const COMPARE: Readonly<Record<string, CompareOp>> = {
  '==': '==',
  '=': '==',
  '!=': '!=',
  '<>': '!=',
  '>': '>',
  '>=': '>=',
  '<': '<',
  '<=': '<=',
};

function parse(rule: string): Node {
  const tokens = tokenize(rule);
  let pos = 0;
  let depth = 0;

  const peek = () => tokens[pos];
  const isSymbol = (value: string) => {
    const token = peek();
    return token?.kind === 'symbol' && token.value === value;
  };
  const isWord = (value: string) => {
    const token = peek();
    return token?.kind === 'word' && token.value.toLowerCase() === value;
  };

  function nested<T>(parseInner: () => T): T {
    if (++depth > MAX_DEPTH) throw new RuleError('rule nested too deeply');
    const node = parseInner();
    depth--;
    return node;
  }

  function or(): Node {
    let left = and();
    while (isSymbol('||') || isWord('or')) {
      pos++;
      left = { type: 'or', left, right: and() };
    }
    return left;
  }

  function and(): Node {
    let left = not();
    while (isSymbol('&&') || isWord('and')) {
      pos++;
      left = { type: 'and', left, right: not() };
    }
    return left;
  }

  function not(): Node {
    if (isSymbol('!') || isWord('not')) {
      pos++;
      return { type: 'not', operand: nested(not) };
    }
    return primary();
  }

  function primary(): Node {
    if (isSymbol('(')) {
      pos++;
      const inner = nested(or);
      if (!isSymbol(')')) throw new RuleError('missing )');
      pos++;
      return inner;
    }
    const left = operand();
    const token = peek();
    const op = token?.kind === 'symbol' ? COMPARE[token.value] : undefined;
    if (!op) return left;
    pos++;
    return { type: 'compare', op, left, right: operand() };
  }

  function operand(): Node {
    const token = tokens[pos++];
    if (!token) throw new RuleError('rule ends too early');
    if (token.kind === 'number') return { type: 'literal', value: token.value };
    if (token.kind === 'string') return { type: 'literal', value: token.value };
    if (token.kind === 'symbol' && token.value === '-') {
      const next = tokens[pos++];
      if (next?.kind !== 'number') throw new RuleError('- must precede a number');
      return { type: 'literal', value: -next.value };
    }
    if (token.kind === 'word') {
      const keyword = token.value.toLowerCase();
      if (keyword === 'true') return { type: 'literal', value: true };
      if (keyword === 'false') return { type: 'literal', value: false };
      if (keyword === 'null') return { type: 'literal', value: null };
      if (keyword === 'and' || keyword === 'or' || keyword === 'not') throw new RuleError(`misplaced ${token.value}`);
      // Checked while parsing, so a typo fails even in a branch that short-circuiting would skip.
      if (!KNOWN_FIELDS.has(token.value)) throw new RuleError(`unknown field ${token.value}`);
      return { type: 'field', name: token.value };
    }
    throw new RuleError(`unexpected ${token.value}`);
  }

  const node = or();
  if (pos < tokens.length) throw new RuleError('unexpected text after the rule');
  return node;
}

function read(record: RuleRecord, name: string): Value {
  const value = Object.hasOwn(record, name) ? record[name] : undefined;
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RuleError(`${name} is not a number`);
    return value;
  }
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  throw new RuleError(`${name} is a list or object`);
}

function valueOf(node: Node, record: RuleRecord): Value {
  switch (node.type) {
    case 'literal':
      return node.value;
    case 'field':
      return read(record, node.name);
    case 'not':
      return !truthy(valueOf(node.operand, record));
    case 'and':
      return truthy(valueOf(node.left, record)) && truthy(valueOf(node.right, record));
    case 'or':
      return truthy(valueOf(node.left, record)) || truthy(valueOf(node.right, record));
    case 'compare':
      return compare(node.op, valueOf(node.left, record), valueOf(node.right, record));
  }
}

/** A bare field passes when it holds something: true, a number other than 0, non-empty text. */
function truthy(value: Value): boolean {
  return value !== null && value !== false && value !== 0 && value !== '';
}

function compare(op: CompareOp, left: Value, right: Value): boolean {
  if (op === '==' || op === '!=') {
    if (left !== null && right !== null) assertSameType(left, right);
    return (left === right) === (op === '==');
  }
  if (left === null || right === null) throw new RuleError('cannot order an empty value');
  assertSameType(left, right);
  if (typeof left === 'boolean') throw new RuleError('cannot order true and false');
  // Text orders by code unit, which is right for the ISO dates the data holds ("2026-05-01").
  if (op === '>') return left > right;
  if (op === '>=') return left >= right;
  if (op === '<') return left < right;
  return left <= right;
}

/** "Zip == 9000" compares text with a number: an error, not a silent false or a loose match. */
function assertSameType(left: Exclude<Value, null>, right: Exclude<Value, null>): void {
  if (typeof left !== typeof right) throw new RuleError(`cannot compare ${typeof left} with ${typeof right}`);
}

/** True when the rule passes for this record; false when it fails or errors in any way. */
export function evaluateRule(rule: unknown, record: RuleRecord): boolean {
  if (typeof rule !== 'string' || !rule.trim() || rule.length > MAX_RULE_LENGTH) return false;
  try {
    return truthy(valueOf(parse(rule), record));
  } catch {
    // "Any error counts as failed": ours (syntax, unknown field, types) and anything unforeseen alike.
    return false;
  }
}

/**
 * Why a rule can never pass, whatever the record: it does not parse or names an unknown field. Null when
 * it reads fine. For data checks and editors; the detail page only needs isFieldShown.
 */
export function ruleProblem(rule: string): string | null {
  if (!rule.trim()) return 'empty rule';
  if (rule.length > MAX_RULE_LENGTH) return `longer than ${MAX_RULE_LENGTH} characters`;
  try {
    parse(rule);
    return null;
  } catch (error) {
    return error instanceof RuleError ? error.message : String(error);
  }
}

/**
 * Whether the detail page shows `field`: true without rules for it, else only when every rule for it
 * passes. Rules that are not a list at all hide every field (the configuration is broken); an entry
 * without a Field name concerns no field we can tell and is skipped.
 */
export function isFieldShown(rules: unknown, record: RuleRecord, field: string): boolean {
  if (rules === undefined || rules === null) return true;
  if (!Array.isArray(rules)) return false;
  for (const entry of rules) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { Field, Rule } = entry as Partial<Record<keyof FieldRule, unknown>>;
    if (Field !== field) continue;
    if (!evaluateRule(Rule, record)) return false;
  }
  return true;
}
