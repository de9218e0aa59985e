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

export function jitExecutorPlugin(): ReturnType<typeof graphqlJitPlugin> {
  return graphqlJitPlugin(
    {},
    {
      // envelop types the arguments loosely (it serves several graphql versions); yoga passes graphql's.
      enableIf: (args: { document: DocumentNode }) => compilableOperation(args.document),
      onError: (result) =>
        console.error(
          '[api] graphql-jit could not compile a document; its errors are returned:',
          result.errors?.map((e) => e.message),
        ),
    },
  )
}
