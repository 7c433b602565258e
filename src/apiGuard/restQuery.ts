import * as qs from 'qs-esm'
import type { FlattenedField } from 'payload'
import { validOperatorSet } from 'payload/shared'

// Checks a Payload REST query string before Payload sees it: a query Payload cannot run (an unknown
// operator, an object where a value belongs, a date that is no date) would otherwise reach the
// database and answer 500. What Payload itself refuses with a 4xx (unknown fields, access) is left to it.

/** What a query is checked against: the collection's fields and the database's id type. */
export type QueryTarget = {
  fields: FlattenedField[]
  idType: 'number' | 'text'
  /** The names a list may be sorted by (first part of a path); absent: not checked (versions have their own). */
  sortable?: ReadonlySet<string>
}

// Payload's own limit on relationship depth (config.maxDepth); page and limit bounds keep offsets sane.
const MAX_DEPTH = 10
const MAX_LIMIT = 10_000
const MAX_PAGE = 100_000
const MAX_WHERE_NESTING = 8
const LIST_OPERATORS = new Set(['in', 'not_in'])
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
// Payload's SQL adapters (SQLite, PostgreSQL) have no "all" (a TODO in their operator map): it threw, a 500.
const UNSUPPORTED_OPERATORS = new Set(['all'])
const SUPPORTED_OPERATORS = [...validOperatorSet].filter((o) => !UNSUPPORTED_OPERATORS.has(o))

/** The query string as Payload parses it (createPayloadRequest's options). */
export function parseRestQuery(search: string): Record<string, unknown> {
  return qs.parse(search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }) as Record<
    string,
    unknown
  >
}

/** A message a person can act on when the query cannot be run, or null when it can be handed to Payload. */
export function queryProblem(query: Record<string, unknown>, target?: QueryTarget): string | null {
  for (const [name, max, min] of [
    ['depth', MAX_DEPTH, 0],
    ['limit', MAX_LIMIT, 0],
    ['page', MAX_PAGE, 1],
  ] as const) {
    const value = query[name]
    if (value === undefined) continue
    if (typeof value !== 'string' || !/^\d{1,9}$/.test(value) || Number(value) < min || Number(value) > max)
      return `"${name}" must be a whole number from ${min} to ${max}.`
  }
  const { sort } = query
  if (sort !== undefined) {
    const names = (Array.isArray(sort) ? sort : [sort]).flatMap((s) => (typeof s === 'string' ? s.split(',') : [null]))
    const known = (name: string) => !target?.sortable || target.sortable.has(name.replace(/^-/, '').split('.')[0])
    const bad = names.find((name) => name === null || (name !== '' && (!/^-?[\w.]+$/.test(name) || !known(name))))
    if (bad !== undefined)
      return (
        '"sort" must name fields of this collection (prefix "-" for descending)' +
        `${bad ? `; "${bad.slice(0, 60)}" is not one` : ''}.`
      )
  }
  if (query.where === undefined) return null
  let where = query.where
  if (typeof where === 'string') {
    try {
      where = JSON.parse(where)
    } catch {
      return '"where" must be a JSON object or where[field][operator]=value parameters.'
    }
  }
  return whereProblem(where, target, 'where', 0)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function whereProblem(where: unknown, target: QueryTarget | undefined, at: string, nesting: number): string | null {
  if (nesting > MAX_WHERE_NESTING) return `"${at}" nests "and"/"or" too deeply.`
  if (!isPlainObject(where)) return `"${at}" must be an object of conditions.`
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const items = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : null
      if (!items) return `"${at}[${key}]" must be a list of conditions.`
      for (const [i, item] of items.entries()) {
        const problem = whereProblem(item, target, `${at}[${key}][${i}]`, nesting + 1)
        if (problem) return problem
      }
      continue
    }
    if (!isPlainObject(value)) return `"${at}[${key}]" must name an operator, e.g. ${at}[${key}][equals]=value.`
    for (const [operator, operand] of Object.entries(value)) {
      const problem = conditionProblem(key, operator, operand, target)
      if (problem) return problem
    }
  }
  return null
}

type Scalar = string | number | boolean | null
const isScalar = (v: unknown): v is Scalar => v === null || ['string', 'number', 'boolean'].includes(typeof v)

function conditionProblem(
  path: string,
  operator: string,
  operand: unknown,
  target: QueryTarget | undefined,
): string | null {
  if (!validOperatorSet.has(operator as never))
    return `Unknown operator "${operator}" on "${path}"; use one of: ${SUPPORTED_OPERATORS.join(', ')}.`
  if (UNSUPPORTED_OPERATORS.has(operator))
    return (
      `The operator "${operator}" is not supported on this site's database; ` +
      'use "in" (any of the values) or "and" of "equals".'
    )
  const kind = target ? valueKind(path, target) : 'any'
  // Only a point field of the collection itself: a path through a relationship is not resolved here, and
  // the adapters throw on a location operator over any other column (no collection here has a point field).
  if (GEO_OPERATORS.has(operator)) return kind === 'point' ? null : `"${operator}" only applies to location fields.`
  if (operator === 'exists')
    return operand === true || operand === false || operand === 'true' || operand === 'false'
      ? null
      : `"exists" on "${path}" takes true or false.`
  let values: Scalar[]
  if (LIST_OPERATORS.has(operator)) {
    const list = typeof operand === 'string' ? operand.split(',') : Array.isArray(operand) ? operand : null
    if (!list || !list.every(isScalar)) return `"${operator}" on "${path}" takes a comma-separated list of values.`
    values = list
  } else {
    if (!isScalar(operand)) return `"${operator}" on "${path}" takes a single value, not a list or an object.`
    values = [operand]
  }
  for (const v of values) {
    if (v === null || v === '' || v === 'null') continue
    if (kind === 'number' && !Number.isFinite(Number(v))) return `"${path}" is a number; "${String(v)}" is not.`
    if (kind === 'date' && Number.isNaN(new Date(String(v)).getTime()))
      return `"${path}" is a date; "${String(v)}" is not.`
    if (kind === 'boolean' && !['true', 'false'].includes(String(v)))
      return `"${path}" is true or false; "${String(v)}" is neither.`
  }
  return null
}

type ValueKind = 'number' | 'date' | 'boolean' | 'point' | 'other' | 'any'

/** What values a field path takes, for the checks here ('other': a field of another type; 'any': left to Payload). */
function valueKind(path: string, target: QueryTarget): ValueKind {
  const parts = path.split('.')
  if (parts.length === 1 && (parts[0] === 'id' || parts[0] === '_id'))
    return target.idType === 'number' ? 'number' : 'any'
  let fields: FlattenedField[] = target.fields
  for (const [i, part] of parts.entries()) {
    const field = fields.find((f) => 'name' in f && f.name === part)
    if (!field) return 'any'
    const last = i === parts.length - 1
    if (field.type === 'group' || field.type === 'tab') {
      fields = field.flattenedFields
      continue
    }
    if (!last) return 'any'
    switch (field.type) {
      case 'number':
        return 'number'
      case 'date':
        return 'date'
      case 'checkbox':
        return 'boolean'
      case 'point':
        return 'point'
      case 'relationship':
      case 'upload':
        // A reference to one collection is stored as that collection's id.
        return typeof field.relationTo === 'string' && target.idType === 'number' ? 'number' : 'other'
      default:
        return 'other'
    }
  }
  return 'any'
}
