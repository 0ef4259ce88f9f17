import { describeRouteFuzz } from './route-fuzz.ts';

describeRouteFuzz('all', () => true);
