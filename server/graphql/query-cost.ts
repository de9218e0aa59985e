/**
 * What one request may cost, computed before execution from the arguments it
 * will really run with — variables included. graphql-armor's cost limit reads
 * only literals, so `ambassadors(first: $n)` nested a few levels deep slipped
 * through and returned a quarter of a million objects (issue 15, finding 1).
 *
 * The cost is the number of objects the response can hold: each object-typed
 * field counts one per object, times the size of the list it sits in. A list
 * with a `first` argument has that size (its default when omitted); a list
 * without one is assumed to hold UNBOUNDED_LIST_SIZE objects; the `nodes` and
 * `edges` of a connection share the connection's `first`.
 */
import { Kind, OperationTypeNode } from 'graphql'
import type { DocumentNode, FieldNode, FragmentDefinitionNode, GraphQLObjectType, GraphQLOutputType, GraphQLSchema, SelectionSetNode, ValueNode } from 'graphql'

export const MAX_QUERY_COST = 5000
export const UNBOUNDED_LIST_SIZE = 20

export interface QueryCost {
  readonly cost: number
  /** A `first` above its field's documented maximum, named for the error message. */
  readonly overCap: { readonly field: string; readonly first: number; readonly max: number } | null
}

/** The maxima of every `first` argument, by schema coordinate (the resolvers enforce the same). */
export const LIST_MAXIMA: Readonly<Record<string, number>> = {
  'Query.ambassadors': 100,
  'Query.staffAmbassadors': 100,
  'Query.publishedQuestions': 50,
  'Query.myQuestions': 50,
  'Query.myMeetings': 200,
  'Query.moderationQueue': 50,
  'Query.pendingPublications': 100,
  'Community.ambassadors': 100,
  'Community.publishedQuestions': 50,
}

type Variables = Readonly<Record<string, unknown>>

function argumentValue(field: FieldNode, name: string, walk: Walk): unknown {
  const arg = field.arguments?.find((a) => a.name.value === name)
  if (arg === undefined) return undefined
  return valueOf(arg.value, walk)
}

/** A literal, or a variable as sent, or its default in the operation (`$n: Int = 100`) when not sent (issue 32). */
function valueOf(node: ValueNode, walk: Walk): unknown {
  if (node.kind === Kind.VARIABLE) {
    const name = node.name.value
    if (Object.hasOwn(walk.variables, name)) return walk.variables[name]
    const fallback = walk.variableDefaults.get(name)
    return fallback === undefined ? undefined : valueOf(fallback, walk)
  }
  if (node.kind === Kind.INT) return Number(node.value)
  return undefined
}

// Types are read by shape, not with graphql's `instanceof` predicates: the
// server's schema may come from another copy of graphql than this module's.
const isList = (type: GraphQLOutputType): boolean => String(type).startsWith('[')

function objectTypeOf(type: GraphQLOutputType): GraphQLObjectType | null {
  let named: unknown = type
  while (typeof named === 'object' && named !== null && 'ofType' in named) named = named.ofType
  return typeof named === 'object' && named !== null && 'getFields' in named ? (named as GraphQLObjectType) : null
}

interface Walk {
  readonly schema: GraphQLSchema
  readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>
  readonly variables: Variables
  /** The operation's own default of each variable. */
  readonly variableDefaults: ReadonlyMap<string, ValueNode>
  overCap: QueryCost['overCap']
}

/** Objects one selection set produces for one parent object. */
function selectionCost(walk: Walk, parent: GraphQLObjectType, set: SelectionSetNode, inConnection: boolean, seen: ReadonlySet<string>): number {
  let total = 0
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) total += fieldCost(walk, parent, selection, inConnection, seen)
    else {
      const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? walk.fragments.get(selection.name.value) : selection
      if (fragment === undefined || (selection.kind === Kind.FRAGMENT_SPREAD && seen.has(selection.name.value))) continue
      const typeName = fragment.typeCondition?.name.value
      const type = typeName === undefined ? parent : walk.schema.getType(typeName)
      const nextSeen = selection.kind === Kind.FRAGMENT_SPREAD ? new Set([...seen, selection.name.value]) : seen
      // Fragments on interfaces or unions: count them against the parent's own fields.
      const target = type !== undefined && type !== null && 'getFields' in type && !('resolveType' in type && type.resolveType) ? (type as GraphQLObjectType) : parent
      total += selectionCost(walk, target, fragment.selectionSet, inConnection, nextSeen)
    }
  }
  return total
}

function fieldCost(walk: Walk, parent: GraphQLObjectType, node: FieldNode, inConnection: boolean, seen: ReadonlySet<string>): number {
  const definition = parent.getFields()[node.name.value]
  if (definition === undefined || node.selectionSet === undefined) return 0
  const named = objectTypeOf(definition.type)
  if (named === null) return 0
  const coordinate = `${parent.name}.${node.name.value}`
  const hasFirst = definition.args.some((a) => a.name === 'first')
  let size = 1
  if (hasFirst) {
    const given = argumentValue(node, 'first', walk)
    const fallback = definition.args.find((a) => a.name === 'first')?.defaultValue
    size = typeof given === 'number' && Number.isFinite(given) ? Math.max(1, Math.trunc(given)) : typeof fallback === 'number' ? fallback : UNBOUNDED_LIST_SIZE
    const max = LIST_MAXIMA[coordinate]
    if (max !== undefined && size > max && walk.overCap === null) walk.overCap = { field: coordinate, first: size, max }
    if (max !== undefined) size = Math.min(size, max)
  } else if (isList(definition.type)) {
    size = inConnection ? 1 : UNBOUNDED_LIST_SIZE
  }
  const childInConnection = hasFirst && !isList(definition.type)
  const perObject = 1 + selectionCost(walk, named, node.selectionSet, childInConnection, seen)
  return size * perObject
}

export function queryCost(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, variables: Variables | null | undefined): QueryCost {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION)
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0]
  if (operation === undefined) return { cost: 0, overCap: null }
  const root =
    operation.operation === OperationTypeNode.QUERY
      ? schema.getQueryType()
      : operation.operation === OperationTypeNode.MUTATION
        ? schema.getMutationType()
        : schema.getSubscriptionType()
  if (root === null || root === undefined) return { cost: 0, overCap: null }
  const variableDefaults = new Map<string, ValueNode>()
  for (const definition of operation.variableDefinitions ?? []) {
    // GraphQL's grammar makes a default a constant (never a variable), so valueOf cannot loop.
    if (definition.defaultValue !== undefined) variableDefaults.set(definition.variable.name.value, definition.defaultValue)
  }
  const walk: Walk = { schema, fragments, variables: variables ?? {}, variableDefaults, overCap: null }
  return { cost: selectionCost(walk, root, operation.selectionSet, false, new Set()), overCap: walk.overCap }
}
