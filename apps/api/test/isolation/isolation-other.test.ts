// Foreign ids on every other route (see isolation-matrix.ts): refused, or nothing of the foreign tenant
// in the answer and none of its rows written.
import { describeIsolationMatrix } from './isolation-matrix.ts';

await describeIsolationMatrix('other');
