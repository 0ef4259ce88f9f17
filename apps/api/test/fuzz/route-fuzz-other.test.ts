// Hostile input on every other route (see route-fuzz.ts): no 5xx, and nothing written behind a 4xx.
import { describeRouteFuzz } from './route-fuzz.ts';

await describeRouteFuzz('other');
