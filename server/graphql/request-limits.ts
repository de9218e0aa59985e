/**
 * Limits that keep one request from stalling the API for everyone (issue 15,
 * finding 1): the variable-aware cost check (query-cost.ts) before
 * execution, and a time limit on execution itself. A request over either gets
 * a clear error instead of a hang.
 */
import type { ExecutionArgs } from 'graphql'
import { createGraphQLError } from 'graphql-yoga'
import type { Plugin } from 'graphql-yoga'
import { MAX_QUERY_COST, queryCost } from './query-cost'

/** Longer than any real operation takes (tens of ms), short enough that a runaway one frees its caller. */
export const EXECUTION_TIME_LIMIT_MS = 8000

export function queryCostPlugin(maxCost: number = MAX_QUERY_COST): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      // envelop types the arguments loosely (it serves several graphql versions); yoga passes graphql's.
      const execution: ExecutionArgs = args
      const { cost, overCap } = queryCost(execution.schema, execution.document, execution.operationName, execution.variableValues)
      if (overCap !== null) {
        setResultAndStopExecution({
          errors: [createGraphQLError(`\`first\` must be an integer from 1 to ${overCap.max} (${overCap.field}).`, { extensions: { code: 'BAD_USER_INPUT' } })],
        })
      } else if (cost > maxCost) {
        setResultAndStopExecution({
          errors: [
            createGraphQLError(`This query could return up to ${cost} objects; the limit is ${maxCost}. Ask for fewer: smaller \`first\` values or less nesting.`, {
              extensions: { code: 'QUERY_TOO_EXPENSIVE', cost, maxCost },
            }),
          ],
        })
      }
    },
  }
}

class ExecutionTimeout extends Error {}

/** Answers with QUERY_TIMEOUT once execution runs past the limit (the work it started is abandoned). */
export function executionTimeLimitPlugin(limitMs: number = EXECUTION_TIME_LIMIT_MS): Plugin {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn(async (args) => {
        let timer: NodeJS.Timeout | undefined
        const deadline = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new ExecutionTimeout()), limitMs)
        })
        try {
          // envelop types results as `any`; what execute resolved to is passed on untouched.
          return await Promise.race<unknown>([executeFn(args), deadline])
        } catch (error) {
          if (!(error instanceof ExecutionTimeout)) throw error
          return { errors: [createGraphQLError(`The query took longer than ${limitMs / 1000} s and was stopped.`, { extensions: { code: 'QUERY_TIMEOUT' } })] }
        } finally {
          clearTimeout(timer)
        }
      })
    },
  }
}
