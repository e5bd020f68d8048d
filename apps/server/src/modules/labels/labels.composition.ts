import type { Platform } from '../../lib/platform.js';
import type { AccessPolicy } from '../households/index.js';
import { itemLabelSource, placeLabelSource } from './label-subjects.js';
import { LabelsService } from './labels.service.js';

/** Label sheets for a household's items and places. */
export function composeLabels(platform: Platform, deps: { access: AccessPolicy }) {
  const { database, config } = platform;
  const source = { db: database.db, access: deps.access, publicUrl: config.publicUrl };
  return {
    labels: new LabelsService({
      items: itemLabelSource(source),
      places: placeLabelSource(source),
    }),
  };
}
