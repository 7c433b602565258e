import { describe, expect, it } from 'vitest'
import type { FlattenedField } from 'payload'
import { parseRestQuery, queryProblem, type QueryTarget } from '@/apiGuard/restQuery'

// A collection like Blogs: text, a date, a number, a checkbox, a group and a reference to media.
const fields = [
  { name: 'title', type: 'text' },
  { name: 'publishedAt', type: 'date' },
  { name: 'order', type: 'number' },
  { name: 'featured', type: 'checkbox' },
  { name: 'author', type: 'group', flattenedFields: [{ name: 'firstName', type: 'text' }] },
  { name: 'thumbnail', type: 'upload', relationTo: 'media' },
] as unknown as FlattenedField[]
const target: QueryTarget = { fields, idType: 'number', sortable: new Set(['id', 'title', 'publishedAt']) }
const problem = (search: string) => queryProblem(parseRestQuery(search), target)

describe('REST queries Payload cannot run are refused with a message', () => {
  it.each([
    ['where[title][equals][$ne]=1', 'takes a single value'],
    ['where[title][$ne]=1', 'Unknown operator "$ne"'],
    ['where[title]=x', 'must name an operator'],
    ['where[publishedAt][greater_than]=abc', 'is a date'],
    ['where[order][equals]=ten', 'is a number'],
    ['where[id][in]=1,b', 'is a number'],
    ['where[thumbnail][equals]=abc', 'is a number'],
    ['where[featured][equals]=maybe', 'true or false'],
    ['where[title][exists]=maybe', '"exists"'],
    ['where[title][near]=1,2', 'location fields'],
    ['where[author.firstName][within][type]=Polygon', 'location fields'],
    ['where[unknownField][intersects]=1', 'location fields'],
    ['where[title][all]=a,b', 'The operator "all" is not supported'],
    ['where[id][all]=1,2', 'The operator "all" is not supported'],
    [`where=${encodeURIComponent('{"title":{"all":["a"]}}')}`, 'The operator "all" is not supported'],
    ['where[title][in][a]=1', 'comma-separated list'],
    ['where[title][not_in][0][x]=1', 'comma-separated list'],
    ['where[title][like][a]=1', 'takes a single value'],
    ['where[title][exists]=', '"exists"'],
    ['where[or][0]=x', 'must be an object'],
    ['where=abc', 'JSON object'],
    ['depth=-1', '"depth"'],
    ['depth=abc', '"depth"'],
    ['limit=1e9', '"limit"'],
    ['limit[a]=1', '"limit"'],
    ['page=0', '"page"'],
    ['sort=nope', '"nope" is not one'],
    ['sort=title;drop', '"sort"'],
    ['sort[a]=1', '"sort"'],
  ])('%s', (search, message) => {
    expect(problem(search)).toContain(message)
  })

  it.each([
    '',
    'where[title][equals]=IELTS',
    'where[title][like]=%25',
    'where[author.firstName][equals]=Ann',
    'where[publishedAt][greater_than]=2026-01-01',
    'where[id][in]=1,2,3',
    'where[or][0][title][equals]=a&where[or][1][order][less_than]=3',
    `where=${encodeURIComponent('{"title":{"equals":"a"}}')}`,
    'where[title][exists]=true',
    'where[thumbnail][equals]=null',
    'depth=2&limit=10&page=3',
    'limit=0',
    'sort=-publishedAt,title',
    'where[unknownField][equals]=1',
  ])('%s passes to Payload', (search) => {
    expect(problem(search)).toBeNull()
  })

  it('does not offer "all" among the operators it names', () => {
    expect(problem('where[title][nope]=1')).not.toMatch(/\ball\b/)
  })

  it('leaves sort names alone where it does not know them (versions)', () => {
    expect(queryProblem(parseRestQuery('sort=version.title'), { fields, idType: 'number' })).toBeNull()
  })
})
