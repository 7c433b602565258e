import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext } from 'graphql'

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
        if (selection.kind === Kind.FIELD) depth = selection.selectionSet ? 1 + depthOf(selection.selectionSet, seen) : 1
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
