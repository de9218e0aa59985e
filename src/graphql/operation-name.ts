import type { DocumentNode } from 'graphql'

/**
 * The name of a document's operation. Written here rather than imported from
 * @urql/core (`getOperationName`): the error hook is on every page's first
 * load, and a value import of @urql/core brings urql and wonka to `/`, which
 * ships no GraphQL client (decision 021). `kind` is compared as text so that
 * graphql's `Kind` enum stays out of the bundle too.
 */
export function operationNameOf(document: DocumentNode): string | undefined {
  for (const definition of document.definitions) {
    if (String(definition.kind) === 'OperationDefinition' && 'name' in definition) return definition.name?.value
  }
  return undefined
}
