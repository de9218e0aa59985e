/**
 * Queries and mutations run compiled by graphql-jit (issue 22, item 4): each
 * document is compiled once into a JavaScript function, kept as long as
 * yoga's parse cache keeps the document, instead of being interpreted field
 * by field on every request. Limited to what it is safe for:
 *   - subscriptions keep graphql-js's executor (their SSE streams, decision 091);
 *   - only documents with exactly one operation: the plugin caches compiled
 *     code by document, not by operation name, so with two operations the
 *     second would run the first's code — past the cost check of the one
 *     asked for.
 * Compiling costs more than one interpreted run, so a document is compiled at
 * its COMPILE_AFTER_RUNS-th execution: the front end's operations are compiled
 * within seconds, while a stream of one-off documents (anyone can send them
 * when trusted documents are off) never makes the API compile for each.
 * Everything around execution is unchanged: validation, armor, the cost and
 * time limits (which wrap this executor) and error masking (on the result).
 */
// Aliased: a plugin factory, not a React hook.
import { useGraphQlJit as graphqlJitPlugin } from '@envelop/graphql-jit'
import { defaultFieldResolver, Kind, OperationTypeNode } from 'graphql'
import type { DocumentNode, GraphQLObjectType, GraphQLSchema } from 'graphql'

/**
 * graphql-js resolves a field without a resolver by reading the property and
 * calling it when it is a function (resolvers here return `totalCount: () => …`
 * and the like); graphql-jit only reads it. Giving those fields graphql's own
 * default resolver keeps graphql-js's behaviour under both executors.
 */
export function resolveFieldsAsGraphqlJsDoes<S extends GraphQLSchema>(schema: S): S {
  for (const type of Object.values(schema.getTypeMap())) {
    // By tag, not `isObjectType`: the schema may come from another copy of graphql than this module's.
    if (type[Symbol.toStringTag] !== 'GraphQLObjectType' || type.name.startsWith('__')) continue
    for (const field of Object.values((type as GraphQLObjectType).getFields())) field.resolve ??= defaultFieldResolver
  }
  return schema
}

export function compilableOperation(document: DocumentNode): boolean {
  let operations = 0
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    if (definition.operation === OperationTypeNode.SUBSCRIPTION) return false
    operations += 1
  }
  return operations === 1
}

/** Executions by graphql-js before a document is compiled. */
export const COMPILE_AFTER_RUNS = 2

/** Whether this execution of `document` should run compiled; counts the runs before that. */
export function shouldCompile(runs: WeakMap<DocumentNode, number>, document: DocumentNode, compileAfterRuns = COMPILE_AFTER_RUNS): boolean {
  if (!compilableOperation(document)) return false
  const seen = runs.get(document) ?? 0
  if (seen >= compileAfterRuns) return true
  runs.set(document, seen + 1)
  return false
}

/** `compileAfterRuns`: 0 under test, so that the API tests run every document compiled. */
export function jitExecutorPlugin(compileAfterRuns = COMPILE_AFTER_RUNS): ReturnType<typeof graphqlJitPlugin> {
  // Weak: documents leave with yoga's parse cache, their counts and compiled code with them.
  const runs = new WeakMap<DocumentNode, number>()
  return graphqlJitPlugin(
    {},
    {
      // envelop types the arguments loosely (it serves several graphql versions); yoga passes graphql's.
      enableIf: (args: { document: DocumentNode }) => shouldCompile(runs, args.document, compileAfterRuns),
      onError: (result) =>
        console.error(
          '[api] graphql-jit could not compile a document; its errors are returned:',
          result.errors?.map((e) => e.message),
        ),
    },
  )
}
