import { describe, expect, it } from 'vitest'
import { parseInviteEmails, refusedAddresses } from './invite-emails'

describe('parseInviteEmails', () => {
  it('reads lines, commas and semicolons and drops blanks', () => {
    expect(parseInviteEmails(' a@x.test\n\nb@x.test, c@x.test;d@x.test ,')).toEqual(['a@x.test', 'b@x.test', 'c@x.test', 'd@x.test'])
  })
})

describe('refusedAddresses', () => {
  it('names the address each emails.<i> error is about', () => {
    const errors = [
      { field: 'emails.1', code: 'EMAIL' },
      { field: 'idempotencyKey', code: 'REQUIRED' },
    ]
    expect(refusedAddresses(['a@x.test', 'nope'], errors)).toEqual([{ email: 'nope', error: errors[0] }])
  })
})
