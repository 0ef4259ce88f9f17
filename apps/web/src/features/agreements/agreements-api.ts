// Marketing agreements (part 1 §3 "Marketing agreement records"; part 2 §7 "Marketing agreements"),
// saved with the spec's PUT.
import { featureRoutes as routes } from '@lead/shared';
import { call } from '../../lib/api-client.ts';

export const recordFeatureAgreement = (featureId: number, locationMenu: string) =>
  call(routes.saveFeatureAgreement, { body: { feature_id: featureId, location_menu: locationMenu } });

export const recordDeveloperAgreement = (locationMenu: string) =>
  call(routes.saveDeveloperAgreement, { body: { location_menu: locationMenu } });

export const recordDeveloperBillingAgreement = (locationMenu: string) =>
  call(routes.recordDeveloperBillingAgreement, { body: { location_menu: locationMenu } });
