// Issue 28 item 4: the isolation matrix on every configuration route (see isolation-matrix.ts) with the access
// layer's tenant containment off (uncheckedScope): row-level security alone keeps foreign rows out of
// the answers and unwritten.
import { describeIsolationMatrix } from './isolation-matrix.ts';

await describeIsolationMatrix('configuration', { scopeChecks: false });
