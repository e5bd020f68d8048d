import { LABELS_MAX, type LabelsRequest } from '@circle/contract';
import { AppError, notFound } from '../../lib/app-error.js';
import { LABEL_LAYOUTS_BY_NAME } from './label-layouts.js';
import { renderLabelSheet } from './label-sheet.js';
import type { LabelSubject, LabelSubjectSource } from './label-subjects.js';

export const NOTHING_TO_LABEL = 'Choose at least one item or place to label.';
export const tooManyLabels = (asked: number) =>
  `At most ${LABELS_MAX} labels can be printed at once; you asked for ${asked}. Print them in parts.`;
export const ITEMS_NOT_FOUND = 'Some of these items were not found; no labels were made.';
export const PLACES_NOT_FOUND = 'Some of these places were not found; no labels were made.';

export interface LabelsServiceDeps {
  items: LabelSubjectSource;
  places: LabelSubjectSource;
}

/** Sheets of labels with QR codes for a household's items and places. */
export class LabelsService {
  constructor(private readonly deps: LabelsServiceDeps) {}

  /** Every asked id's subject, in the order asked (an id asked twice gets two labels). */
  private async subjects(
    source: LabelSubjectSource,
    userId: string,
    ids: string[],
    missing: string,
  ): Promise<LabelSubject[]> {
    if (ids.length === 0) return [];
    const unique = [...new Set(ids)];
    const found = new Map((await source.find(userId, unique)).map((s) => [s.id, s]));
    if (found.size !== unique.length) throw notFound(missing);
    return ids.map((id) => found.get(id)!);
  }

  /** The PDF sheet; 422 for none or too many, 404 when any id is not the user's to read. */
  async sheet(userId: string, request: LabelsRequest): Promise<Buffer> {
    const asked = request.item_ids.length + request.place_ids.length;
    if (asked === 0) throw new AppError(422, NOTHING_TO_LABEL);
    if (asked > LABELS_MAX) throw new AppError(422, tooManyLabels(asked));
    const items = await this.subjects(this.deps.items, userId, request.item_ids, ITEMS_NOT_FOUND);
    const places = await this.subjects(
      this.deps.places,
      userId,
      request.place_ids,
      PLACES_NOT_FOUND,
    );
    return renderLabelSheet(LABEL_LAYOUTS_BY_NAME[request.layout], [...items, ...places]);
  }
}
