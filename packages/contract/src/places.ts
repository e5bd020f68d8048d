import { z } from 'zod';
import { inventoryItemSchema } from './inventory.js';

/** What separates the parts of a place's path when it is written as text. */
export const PLACE_PATH_SEPARATOR = ' / ';
/** The longest place name. */
export const PLACE_NAME_MAX = 100;
/** The most items a place's page carries; the inventory list pages through the rest. */
export const PLACE_ITEMS_MAX = 200;

/**
 * A place's name: one part of a path, so it holds neither ">" nor a slash between spaces (those
 * separate the parts of a location text such as "Home / Garage / Shelf A").
 */
export const placeNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the place a name.')
  .max(PLACE_NAME_MAX, `A place's name can be at most ${PLACE_NAME_MAX} characters.`)
  .refine((name) => !/>|\s\/\s/.test(name), {
    message: 'A place\'s name cannot contain ">" or " / " (they separate the parts of a path).',
  });

const descriptionSchema = z.string().trim().max(2000).nullable().optional();

export const placeCreateSchema = z
  .object({
    name: placeNameSchema,
    /** The place it is in; a top-level place when omitted or null. */
    parent_id: z.uuid().nullable().optional(),
    description: descriptionSchema,
    /** A photo of the place: one of the household's uploaded files. */
    photo_file_id: z.uuid().nullable().optional(),
    /** The household; the personal household when omitted. */
    household_id: z.uuid().optional(),
  })
  .strict();
export type PlaceCreate = z.input<typeof placeCreateSchema>;

/** Rename, move (parent_id; null makes it top-level), describe or change the photo. */
export const placeUpdateSchema = z
  .object({
    name: placeNameSchema.optional(),
    parent_id: z.uuid().nullable().optional(),
    description: descriptionSchema,
    photo_file_id: z.uuid().nullable().optional(),
  })
  .strict();
export type PlaceUpdate = z.input<typeof placeUpdateSchema>;

export const placeSchema = z.object({
  id: z.string(),
  household_id: z.string(),
  name: z.string(),
  parent_id: z.string().nullable(),
  /** The names from the top-level place down, e.g. "Home / Garage / Shelf A". */
  path: z.string(),
  /** How deep it is: 0 for a top-level place. */
  depth: z.number().int(),
  description: z.string().nullable(),
  photo_file_id: z.string().nullable(),
  photo_url: z.string().nullable(),
  /** The short id printed on its label, once it has one. */
  asset_id: z.string().nullable(),
  /** Items directly in this place. */
  item_count: z.number().int(),
  /** Items in this place and every place below it. */
  total_item_count: z.number().int(),
  /** Estimated value (× quantity) of everything in this place and below it. */
  total_value: z.number(),
  /** Places directly inside it. */
  sub_place_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Place = z.infer<typeof placeSchema>;

/** The household's places in tree order (each parent before its children, siblings by name). */
export const placeTreeSchema = z.object({
  household_id: z.string(),
  places: z.array(placeSchema),
});
export type PlaceTree = z.infer<typeof placeTreeSchema>;

/** One place with what is inside it: its sub-places and the items of its whole branch. */
export const placeDetailSchema = placeSchema.extend({
  /** The places from the top-level one down to its parent. */
  ancestors: z.array(z.object({ id: z.string(), name: z.string() })),
  sub_places: z.array(placeSchema),
  /** The items in it and below it, newest first (at most PLACE_ITEMS_MAX). */
  items: z.array(inventoryItemSchema),
});
export type PlaceDetail = z.infer<typeof placeDetailSchema>;

export const placeListQuerySchema = z.object({
  /** The household whose places to list; the personal household when omitted. */
  household_id: z.uuid().optional(),
});

/** Where a deleted place's items and sub-places go: a place's id, or "none" (items only). */
export const placeDeleteQuerySchema = z.object({
  move_to: z
    .union([z.uuid(), z.literal('none')], {
      error: 'move_to must be the id of a place or "none".',
    })
    .optional(),
});

export const placeDeleteResponseSchema = z.object({
  place_id: z.string(),
  moved_items: z.number().int(),
  moved_places: z.number().int(),
});
