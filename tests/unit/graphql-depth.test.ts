import { describe, expect, it } from 'vitest'
import { buildSchema, parse, specifiedRules, validate } from 'graphql'
import { bracketNesting, depthLimit, recursiveFragment } from '@/apiGuard/graphqlDepth'

const schema = buildSchema('type Node { id: ID, child: Node, children: [Node] } type Query { node: Node }')
const nested = (depth: number) => `{ node ${'{ child '.repeat(depth - 1)}{ id }${' }'.repeat(depth - 1)} }`
const errors = (query: string, max: number) =>
  validate(schema, parse(query), [...specifiedRules, depthLimit(max)]).map((e) => e.message)

describe('GraphQL depth limit', () => {
  it('lets a query at the limit through', () => {
    expect(errors(nested(4), 5)).toEqual([])
  })

  it('refuses a query one level deeper', () => {
    expect(errors(nested(5), 5)).toContain('The query is nested deeper than 5 levels.')
  })

  it('follows fragments and inline fragments', () => {
    const query = '{ node { ...A } } fragment A on Node { child { ... on Node { child { child { id } } } } }'
    expect(errors(query, 4)).toContain('The query is nested deeper than 4 levels.')
    expect(errors(query, 5)).toEqual([])
  })

  it('ends on recursive fragments (graphql reports the cycle)', () => {
    const query = '{ node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { child { ...A } }'
    expect(errors(query, 12).join(' ')).toContain('Cannot spread fragment "A" within itself')
  })
})

describe('recursive fragments are found before any rule walks them', () => {
  it.each([
    ['fragment A on Node { ...A }', 'A'],
    ['fragment A on Node { ...B } fragment B on Node { child { ...C } } fragment C on Node { ...A }', 'A'],
  ])('%s', (fragments, name) => {
    expect(recursiveFragment(parse(`{ node { ...A } } ${fragments}`))).toBe(name)
  })

  it('passes fragments used twice without recursion', () => {
    expect(
      recursiveFragment(
        parse('{ node { ...A child { ...A } } } fragment A on Node { id ...B } fragment B on Node { id }'),
      ),
    ).toBeNull()
  })
})

describe('bracket nesting, checked before the parser recurses', () => {
  it.each([
    ['{ a { b } }', 2],
    ['{ a(x: [1, [2]]) { b } }', 4],
    ['{ a(x: "{{{{{{") { b } }', 2],
    ['{ a(x: """{{{\n{{""") }', 2],
    ['{ a # {{{{\n b }', 1],
    ['{ a(x: "\\"{{") }', 2],
  ])('%s → %i', (text, depth) => {
    expect(bracketNesting(text)).toBe(depth)
  })
})
