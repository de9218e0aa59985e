import { readFileSync } from 'node:fs'
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth'
import { stringifyDocument } from '@urql/core'
import { buildSchema, parse, specifiedRules, validate, type DocumentNode } from 'graphql'
import { describe, expect, it } from 'vitest'
import { ARMOR, SCHEMA_PATH } from '../../../../server/graphql/yoga'
import * as inbox from '../../ambassadors-area/inbox/inbox-operations'
import * as publicRules from '../../safeguarding/public-rules'
import * as approval from '../approval/publication-operations'
import * as rules from '../safeguarding/safeguarding-operations'
import * as moderation from './moderation-operations'

const schema = buildSchema(readFileSync(SCHEMA_PATH, 'utf8'))

/**
 * The safeguarding and Q&A approval operations (issue 18), checked the way the API checks
 * them: valid against the contract and within its depth limit, which counts
 * every fragment spread (a queue item carries its whole conversation).
 */
describe('safeguarding and moderation operations', () => {
  const isDocument = (value: unknown): value is DocumentNode => typeof value === 'object' && value !== null && 'definitions' in value
  const operations = Object.entries({ ...moderation, ...rules, ...publicRules, ...inbox, ...approval }).flatMap(([name, value]): [string, DocumentNode][] =>
    isDocument(value) && /^\s*(query|mutation)\b/m.test(stringifyDocument(value)) ? [[name, value]] : [],
  )

  it('has the queue, its actions, the rules and the reports', () => {
    expect(operations.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'ModerationQueueQuery',
        'ResolveReportMutation',
        'HideMessageMutation',
        'BlockVisitorMutation',
        'ReassignQuestionMutation',
        'SafeguardingRulesQuery',
        'SetSafeguardingRulesMutation',
        'PublicSafeguardingRulesQuery',
        'ReportQuestionMutation',
      ]),
    )
  })

  it.each(operations)('%s is valid and within the API depth limit', (_name, document) => {
    const errors = validate(schema, parse(stringifyDocument(document)), [...specifiedRules, maxDepthRule({ n: ARMOR.maxDepth.n })])
    expect(errors.map((error) => error.message)).toEqual([])
  })
})
