/**
 * Multipart requests (the GraphQL multipart request spec) are admitted with a
 * body limit fifty times the JSON one, for file uploads: only an operation
 * whose every root field takes a file may use them, so the larger limit
 * never carries a large query, a batch of mutations or a pile of variables.
 */
import { Kind, OperationTypeNode, parse } from 'graphql'
import { createGraphQLError } from 'graphql-yoga'
import type { Plugin } from 'graphql-yoga'

/** graphql-armor's limit (yoga.ts ARMOR.maxTokens): a longer document is refused anyway. */
const MAX_TOKENS = 2000

/** The mutations that take a `File`. */
export const UPLOAD_MUTATIONS: ReadonlySet<string> = new Set(['uploadPhoto'])

export const isMultipartRequest = (contentType: string | null | undefined): boolean => /^multipart\/form-data\b/i.test(contentType ?? '')

/** Whether `query` is one mutation made only of upload fields (unparsable: no; armor and validation report why). */
export function isUploadOperation(query: string | undefined, operationName: string | null | undefined): boolean {
  let document
  try {
    document = parse(query ?? '', { maxTokens: MAX_TOKENS })
  } catch {
    return false
  }
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION)
  const operation = operations.length === 1 ? operations[0] : operations.find((o) => o.name?.value === operationName)
  if (operation === undefined || operation.operation !== OperationTypeNode.MUTATION) return false
  return operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && UPLOAD_MUTATIONS.has(s.name.value))
}

export function multipartUploadsOnlyPlugin(): Plugin {
  return {
    onParams({ request, params, setResult }) {
      if (!isMultipartRequest(request.headers.get('content-type')) || isUploadOperation(params.query, params.operationName)) return
      setResult({
        errors: [createGraphQLError('Multipart requests may only upload files (uploadPhoto); send other operations as JSON.', { extensions: { code: 'BAD_REQUEST' } })],
      })
    },
  }
}
