import { randomUUID } from 'node:crypto';
import {
  FEEDBACK_CONTEXT_FIELDS,
  FEEDBACK_LIMITS,
  FEEDBACK_SERVER_MESSAGES,
  FEEDBACK_TYPES,
} from '@circle/contract';
import { fileTypeFromBuffer } from 'file-type';
import type { Clock } from '../../adapters/clock.js';
import type { Storage } from '../../adapters/storage/storage.js';
import type { FeedbackRow } from '../../db/schema.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import type { FeedbackRepository } from './feedback.repository.js';

export interface FeedbackInput {
  fields: Record<string, string>;
  screenshot: Buffer | null;
  user: { id: string; email: string; name: string | null } | null;
  clientAddress: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const flag = (value: string | undefined) =>
  value === undefined || value === ''
    ? null
    : ['true', '1', 'yes', 'on'].includes(value.toLowerCase());

export interface FeedbackServiceDeps {
  repository: FeedbackRepository;
  storage: Storage;
  clock: Clock;
}

export class FeedbackService {
  private readonly repository: FeedbackRepository;
  private readonly storage: Storage;
  private readonly clock: Clock;

  constructor(deps: FeedbackServiceDeps) {
    this.repository = deps.repository;
    this.storage = deps.storage;
    this.clock = deps.clock;
  }

  /** Checks a submission with the spec's exact server messages (§5). */
  validate(fields: Record<string, string>) {
    const type = fields.feedback_type?.trim();
    const title = fields.feedback_title?.trim();
    const content = fields.feedback_content?.trim();
    if (!type || !title || !content) throw badRequest(FEEDBACK_SERVER_MESSAGES.missingFields);
    if (!FEEDBACK_TYPES.some((known) => known.value === type)) {
      throw badRequest(`Unknown feedback type "${type.slice(0, 40)}"`);
    }
    if (title.length < FEEDBACK_LIMITS.titleMin || title.length > FEEDBACK_LIMITS.titleMax) {
      throw badRequest(FEEDBACK_SERVER_MESSAGES.title);
    }
    if (
      content.length < FEEDBACK_LIMITS.contentMin ||
      content.length > FEEDBACK_LIMITS.contentMax
    ) {
      throw badRequest(FEEDBACK_SERVER_MESSAGES.content);
    }
    let rating: number | null = null;
    if (fields.rating !== undefined && fields.rating !== '') {
      rating = Number(fields.rating);
      if (
        !Number.isInteger(rating) ||
        rating < FEEDBACK_LIMITS.ratingMin ||
        rating > FEEDBACK_LIMITS.ratingMax
      ) {
        throw badRequest(FEEDBACK_SERVER_MESSAGES.rating);
      }
    }
    const email = fields.user_email?.trim() || null;
    if (email && (!EMAIL.test(email) || email.length > 254))
      throw badRequest('Please enter a valid email address');
    return { type, title, content, rating, email };
  }

  async submit(input: FeedbackInput) {
    const { type, title, content, rating, email } = this.validate(input.fields);
    const id = randomUUID();
    let screenshotKey: string | null = null;
    if (input.screenshot) {
      const kind = await fileTypeFromBuffer(input.screenshot);
      if (kind?.mime !== 'image/png')
        throw new AppError(415, 'The screenshot must be a PNG image.');
      screenshotKey = `feedback/${id}.png`;
      await this.storage.put(screenshotKey, input.screenshot, 'image/png');
    }
    const context = Object.fromEntries(
      FEEDBACK_CONTEXT_FIELDS.flatMap((field) => {
        const value = input.fields[field]?.trim();
        return value ? [[field, value.slice(0, 2000)]] : [];
      }),
    );
    try {
      await this.repository.insert({
        id,
        userId: input.user?.id ?? null,
        feedbackType: type,
        title,
        content,
        rating,
        wouldRecommend: flag(input.fields.would_recommend),
        followUpRequested: flag(input.fields.follow_up_requested) ?? false,
        // Signed-in users are known; their name and address are filled in for them.
        userEmail: input.user?.email ?? email,
        userName: input.user?.name ?? (input.fields.user_name?.trim().slice(0, 200) || null),
        screenshotKey,
        context,
        clientAddress: input.clientAddress,
        createdAt: this.clock.now(),
      });
    } catch (error) {
      if (screenshotKey) await this.storage.delete([screenshotKey]).catch(() => undefined);
      throw error;
    }
    return { id, success: true, message: 'Thank you for your feedback!' };
  }

  async recent(limit: number): Promise<FeedbackRow[]> {
    return this.repository.recent(limit);
  }

  /** Which of `keys` a feedback row keeps as its screenshot; the storage sweeper keeps those. */
  async referencedKeys(keys: string[]): Promise<Set<string>> {
    const screenshots = keys.filter((key) => key.startsWith('feedback/'));
    if (screenshots.length === 0) return new Set();
    return new Set(await this.repository.screenshotKeysAmong(screenshots));
  }
}
