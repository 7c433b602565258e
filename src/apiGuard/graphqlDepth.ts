import {
  GraphQLError,
  Kind,
  visit,
  type ASTVisitor,
  type DocumentNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql'

/** The deepest query the site's content needs is about 6 levels; 12 leaves room and stops abuse. */
export const MAX_GRAPHQL_DEPTH = 12

/**
 * A validation rule: operations nested deeper than `max` (fragments followed, each at most once per
 * path so recursive fragments end) are refused before anything runs.
 */
export function depthLimit(max = MAX_GRAPHQL_DEPTH) {
  return (context: ValidationContext): ASTVisitor => {
    const depthOf = (set: SelectionSetNode | undefined, seen: ReadonlySet<string>): number => {
      let deepest = 0
      for (const selection of set?.selections ?? []) {
        let depth = 0
        if (selection.kind === Kind.FIELD)
          depth = selection.selectionSet ? 1 + depthOf(selection.selectionSet, seen) : 1
        else if (selection.kind === Kind.INLINE_FRAGMENT) depth = depthOf(selection.selectionSet, seen)
        else if (!seen.has(selection.name.value)) {
          const fragment = context.getFragment(selection.name.value)
          depth = depthOf(fragment?.selectionSet, new Set(seen).add(selection.name.value))
        }
        deepest = Math.max(deepest, depth)
        if (deepest > max) break
      }
      return deepest
    }
    return {
      OperationDefinition(node) {
        if (depthOf(node.selectionSet, new Set()) > max)
          context.reportError(new GraphQLError(`The query is nested deeper than ${max} levels.`, { nodes: [node] }))
      },
    }
  }
}

/** The fragments a document spreads, by fragment: to find recursion before any rule walks it. */
function spreadsByFragment(document: DocumentNode): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue
    const spreads: string[] = []
    visit(definition.selectionSet, { FragmentSpread: (node) => void spreads.push(node.name.value) })
    graph.set(definition.name.value, spreads)
  }
  return graph
}

/** The name of a fragment that spreads itself (directly or through others), or null. */
export function recursiveFragment(document: DocumentNode): string | null {
  const graph = spreadsByFragment(document)
  const state = new Map<string, 'open' | 'done'>()
  const walk = (name: string): string | null => {
    if (state.get(name) === 'open') return name
    if (state.get(name) === 'done' || !graph.has(name)) return null
    state.set(name, 'open')
    for (const next of graph.get(name)!) {
      const found = walk(next)
      if (found) return found
    }
    state.set(name, 'done')
    return null
  }
  for (const name of graph.keys()) {
    const found = walk(name)
    if (found) return found
  }
  return null
}

/** The parser recurses per level: a document nested deeper than this is refused before parsing. */
export const MAX_DOCUMENT_NESTING = 64

/** How deeply brackets nest in a GraphQL document's text (strings and comments skipped), to guard the parser. */
export function bracketNesting(text: string): number {
  let depth = 0
  let deepest = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '"') {
      // A block string ("""…""") or a string: skip to its end.
      const block = text.startsWith('"""', i)
      const end = block ? text.indexOf('"""', i + 3) : text.slice(i + 1).search(/(?<!\\)"/) + i + 1
      if (end < i + 1) return deepest
      i = block ? end + 2 : end
    } else if (c === '#') {
      const end = text.indexOf('\n', i)
      if (end < 0) return deepest
      i = end
    } else if (c === '{' || c === '(' || c === '[') deepest = Math.max(deepest, ++depth)
    else if (c === '}' || c === ')' || c === ']') depth--
  }
  return deepest
}
