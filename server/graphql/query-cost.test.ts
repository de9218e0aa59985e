import { buildSchema, parse } from 'graphql'
import { describe, expect, it } from 'vitest'
import { queryCost, UNBOUNDED_LIST_SIZE } from './query-cost'

const schema = buildSchema(`
  type Query { ambassadors(first: Int = 20): AmbassadorConnection! communities: [Community!]! organization: Org! }
  type Org { name: String! }
  type AmbassadorConnection { totalCount: Int! nodes: [Ambassador!]! pageInfo: PageInfo! }
  type PageInfo { hasNextPage: Boolean! }
  type Ambassador { id: ID! languages: [String!]! communities: [Community!]! }
  type Community { slug: String! ambassadors(first: Int = 12): [Ambassador!]! }
`)
const cost = (query: string, variables: Record<string, unknown> = {}) => queryCost(schema, parse(query), null, variables)

describe('queryCost', () => {
  it('counts objects: scalars are free, one object is one', () => {
    expect(cost('{ organization { name } }').cost).toBe(1)
  })
  it('reads `first` from a literal, from a variable, or from the schema default', () => {
    expect(cost('{ ambassadors(first: 5) { nodes { id } } }').cost).toBe(5 * (1 + 1))
    expect(cost('query($n: Int) { ambassadors(first: $n) { nodes { id } } }', { n: 7 }).cost).toBe(7 * (1 + 1))
    expect(cost('{ ambassadors { nodes { id } } }').cost).toBe(20 * (1 + 1))
  })
  it("counts a variable's default from the operation when the variable is not sent", () => {
    expect(cost('query($n: Int = 100) { ambassadors(first: $n) { nodes { id } } }').cost).toBe(100 * (1 + 1))
    expect(cost('query($n: Int = 100) { ambassadors(first: $n) { nodes { id } } }', { n: 3 }).cost).toBe(3 * (1 + 1))
  })
  it('multiplies nested lists, the variables included', () => {
    const nested = 'query($n: Int) { communities { ambassadors(first: $n) { communities { slug } } } }'
    expect(cost(nested, { n: 100 }).cost).toBe(UNBOUNDED_LIST_SIZE * (1 + 100 * (1 + UNBOUNDED_LIST_SIZE)))
  })
  it('counts fragments and inline fragments like the fields they stand for', () => {
    const spread = 'query { communities { ...C } } fragment C on Community { ambassadors(first: 2) { id } }'
    expect(cost(spread).cost).toBe(cost('{ communities { ambassadors(first: 2) { id } } }').cost)
  })
  it('names a `first` over its maximum', () => {
    expect(cost('query($n: Int) { communities { ambassadors(first: $n) { id } } }', { n: 1000 }).overCap).toEqual({ field: 'Community.ambassadors', first: 1000, max: 100 })
  })
})
