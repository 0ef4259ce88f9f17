// Issue 28 item 4: the isolation matrix on every other route (see isolation-matrix.ts) with the access
// layer's tenant containment off (uncheckedScope): row-level security alone keeps foreign rows out of
// the answers and unwritten.
import { describeIsolationMatrix } from './isolation-matrix.ts';

await describeIsolationMatrix('other', { scopeChecks: false });
