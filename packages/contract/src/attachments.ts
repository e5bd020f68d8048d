import { z } from 'zod';

/** What an attached file is to its item. */
export const ATTACHMENT_KINDS = ['receipt', 'manual', 'warranty', 'photo', 'other'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];
/** At most this many files are attached to one item. */
export const ATTACHMENTS_PER_ITEM_MAX = 50;

/** A file kept with an item: a receipt, a manual, a warranty card or a photo (image or PDF). */
export const attachmentSchema = z.object({
  id: z.string(),
  kind: z.enum(ATTACHMENT_KINDS),
  file_name: z.string(),
  /** image/jpeg, image/png or application/pdf. */
  content_type: z.string(),
  size_bytes: z.number().int(),
  /** Signed address of the bytes (opens in the browser); expires like other file addresses. */
  url: z.string(),
  /** A small JPEG of an image attachment; null for a PDF. */
  thumbnail_url: z.string().nullable(),
  /**
   * True for the uploaded photo or document the item was read from: it is listed here, not
   * copied, and it goes away only with that upload (in Files).
   */
  from_source_file: z.boolean(),
  created_at: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentKindFieldSchema = z.enum(ATTACHMENT_KINDS);

/** Choosing the item's main picture among its image attachments. */
export const pictureFromAttachmentSchema = z.object({ attachment_id: z.uuid() }).strict();
