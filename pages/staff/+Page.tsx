import { StaffConsole } from '../../src/features/staff/StaffConsole'

// A prerendered shell: everything in the console is private and fetched after sign-in.
export default function Page() {
  return <StaffConsole />
}
