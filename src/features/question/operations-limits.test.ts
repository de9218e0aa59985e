import { readFileSync } from 'node:fs'
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth'
import { stringifyDocument } from '@urql/core'
import { buildSchema, parse, specifiedRules, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { ARMOR, SCHEMA_PATH } from '../../../server/graphql/yoga'
import * as join from '../meet/join-operations'
import * as meet from '../meet/meet-operations'
import * as question from './question-operations'

const schema = buildSchema(readFileSync(SCHEMA_PATH, 'utf8'))

/**
 * The question and booking operations, checked the way the API checks them:
 * valid against the contract and within its depth limit (which counts every
 * fragment spread), so a nested fragment cannot break a journey at run time.
 */
describe('question and meeting operations', () => {
  const operations = Object.entries({ ...question, ...meet, ...join }).filter(([, document]) => /^\s*(query|mutation)\b/m.test(stringifyDocument(document)))

  it('has every operation of both journeys', () => {
    expect(operations.map(([name]) => name).sort()).toEqual([
      'AskQuestionMutation',
      'AvailableSlotsQuery',
      'BookMeetingMutation',
      'CancelMeetingMutation',
      'ManagedMeetingQuery',
      'MeetAmbassadorQuery',
      'MeetChooserQuery',
      'MeetingJoinQuery',
      'MeetingOptionsQuery',
      'MyThreadsQuery',
      'RecipientQuery',
      'ReportConversationMutation',
      'RescheduleMeetingMutation',
      'ThreadQuery',
    ])
  })

  it.each(operations)('%s is valid and within the API depth limit', (_name, document) => {
    const errors = validate(schema, parse(stringifyDocument(document)), [...specifiedRules, maxDepthRule({ n: ARMOR.maxDepth.n })])
    expect(errors.map((error) => error.message)).toEqual([])
  })
})
