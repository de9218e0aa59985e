import { AmbassadorsArea } from '../../src/features/ambassadors-area/AmbassadorsArea'

// A prerendered shell: all data is private and fetched after sign-in.
export default function Page() {
  return <AmbassadorsArea />
}
