// Marketing agreements (part 1 §3 "Marketing agreement records"; part 2 §7 "Marketing agreements").
import { api } from '../../lib/api-client.ts';

type Saved = { status: 'T'; message: string };

export const recordFeatureAgreement = (featureId: number, locationMenu: string) =>
  api.post<Saved>('/agreements/feature', { feature_id: featureId, location_menu: locationMenu });

export const recordDeveloperAgreement = (locationMenu: string) =>
  api.post<Saved>('/agreements/developer', { location_menu: locationMenu });
