import { definePageData } from '../../src/runtime/page-data'

export const data = definePageData()
