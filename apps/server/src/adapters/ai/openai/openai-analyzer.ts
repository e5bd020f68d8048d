import { CATEGORIES, CONDITIONS, type Category } from '@circle/contract';
import { z } from 'zod';
import type {
  AnalysisResult,
  AnalyzedItem,
  Analyzer,
  ImageAnalysisInput,
  TextAnalysisInput,
} from '../analyzer.js';
import { pixelsOf } from '../../photo/decoded-photo.js';
import { checkedItems, type AnswerAmounts } from './answer-items.js';
import { OpenAiClient, OpenAiError, type OpenAiClientOptions } from './openai-client.js';

const systemPrompt = (
  currency: string,
): string => `You catalogue a person's belongings for a home inventory.
From the photo or document you are given, list the physical items the person owns or might own.
Never list people, pets or other animals, and never list parts of the building (walls, floors, windows).
For a receipt, invoice, order or list, each purchased or listed item is one entry: quantity, unit_price
(one unit) and line_total exactly as printed, and currency as an ISO 4217 code (IDR amounts such as
58,000 have no decimals). Subtotals, taxes (VAT, GST, SST, IVA, MwSt, TVA, PPN), service, tips, rounding,
discounts, deposits, shipping, change, payments, cards, loyalty points, company and legal lines are not
items; parts and accessories listed on a warranty card are not items either. Modifiers such as
"medium rare" or "+ extra shot" belong to the item above. Row numbers, article numbers and sizes are
not quantities. A heading or a room column is the location (room) of the items under it.
Merge identical items into one entry with a quantity. When no price is given, estimate a typical
second-hand value of one unit in ${currency} as estimated_value with currency ${currency}.
Use only these categories: ${CATEGORIES.join(', ')}.
Conditions, when visible or stated: ${CONDITIONS.join(', ')}.
Describe the whole upload in one natural sentence in ai_description.`;

const itemJsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'item_name',
    'item_description',
    'item_category',
    'brand',
    'condition',
    'estimated_value',
    'unit_price',
    'line_total',
    'currency',
    'location',
    'quantity',
    'tags',
    'confidence_score',
    'perishability_type',
    'prominence_score',
    'visual_area_percentage',
    'ownership_likelihood',
  ],
  properties: {
    item_name: { type: 'string' },
    item_description: { type: 'string' },
    item_category: { type: 'string', enum: [...CATEGORIES] },
    brand: { type: ['string', 'null'] },
    condition: { type: ['string', 'null'], enum: [...CONDITIONS, null] },
    estimated_value: { type: ['number', 'null'] },
    unit_price: { type: ['number', 'null'], description: 'price of one unit as printed' },
    line_total: { type: ['number', 'null'], description: 'quantity × unit price as printed' },
    currency: { type: ['string', 'null'], description: 'ISO 4217 code of the amounts' },
    location: { type: ['string', 'null'], description: 'room or section' },
    quantity: { type: 'integer' },
    tags: { type: 'array', items: { type: 'string' } },
    confidence_score: { type: 'number', description: '0 to 1' },
    perishability_type: { type: 'string', enum: ['perishable', 'non-perishable'] },
    prominence_score: { type: 'number', description: '0 to 1: how much the item stands out' },
    visual_area_percentage: { type: 'number', description: '0 to 100 of the photo; 0 for text' },
    ownership_likelihood: { type: 'number', description: '0 to 1' },
  },
} as const;

export const ANALYSIS_RESPONSE_FORMAT = {
  type: 'json_schema',
  json_schema: {
    name: 'inventory_analysis',
    strict: true,
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['ai_description', 'items'],
      properties: {
        ai_description: { type: 'string' },
        items: { type: 'array', items: itemJsonSchema },
      },
    },
  },
} as const;

const unit = z.number().transform((n) => Math.min(1, Math.max(0, n)));
const answerSchema = z.object({
  ai_description: z.string(),
  items: z.array(
    z.object({
      item_name: z.string().trim().min(1).max(200),
      item_description: z.string().default(''),
      item_category: z.string(),
      brand: z.string().nullable().default(null),
      condition: z.string().nullable().default(null),
      estimated_value: z.number().nullable().default(null),
      unit_price: z.number().nullable().default(null),
      line_total: z.number().nullable().default(null),
      currency: z.string().nullable().default(null),
      location: z.string().nullable().default(null),
      quantity: z.number().int().default(1),
      tags: z.array(z.string()).default([]),
      confidence_score: unit.default(0.5),
      perishability_type: z.enum(['perishable', 'non-perishable']).default('non-perishable'),
      prominence_score: unit.default(0.5),
      visual_area_percentage: z.number().default(0),
      ownership_likelihood: unit.default(0.5),
    }),
  ),
});

type AnswerItem = z.infer<typeof answerSchema>['items'][number];

/** The model's answer item (the service's snake_case JSON) as the analyzer's camelCase item. */
function normaliseItem(item: AnswerItem): AnalyzedItem & AnswerAmounts {
  const category = (CATEGORIES as readonly string[]).includes(item.item_category.toLowerCase())
    ? (item.item_category.toLowerCase() as Category)
    : 'household items';
  const condition = (CONDITIONS as readonly string[]).includes(item.condition?.toLowerCase() ?? '')
    ? (item.condition!.toLowerCase() as AnalyzedItem['condition'])
    : null;
  return {
    itemName: item.item_name,
    itemDescription: item.item_description,
    itemCategory: category,
    condition,
    brand: item.brand?.trim() || null,
    location: item.location?.trim() || null,
    estimatedValue:
      item.estimated_value === null || item.estimated_value < 0
        ? null
        : Math.round(item.estimated_value * 100) / 100,
    unitPrice: item.unit_price,
    lineTotal: item.line_total,
    currency: item.currency,
    quantity: Math.max(1, item.quantity),
    tags: [...new Set(item.tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))].slice(
      0,
      10,
    ),
    confidenceScore: item.confidence_score,
    perishabilityType: item.perishability_type,
    prominenceScore: item.prominence_score,
    visualAreaPercentage: Math.min(100, Math.max(0, item.visual_area_percentage)),
    ownershipLikelihood: item.ownership_likelihood,
  };
}

/** Analysis by any OpenAI-compatible chat-completions endpoint with JSON-schema output. */
export class OpenAiAnalyzer implements Analyzer {
  private readonly client: OpenAiClient;
  private readonly currency: string;

  constructor(options: OpenAiClientOptions & { currency?: string }) {
    this.client = new OpenAiClient(options);
    this.currency = options.currency ?? 'USD';
  }

  private async run(
    content: Parameters<OpenAiClient['complete']>[0]['messages'][number]['content'],
    signal?: AbortSignal,
  ): Promise<AnalysisResult> {
    const choice = await this.client.complete(
      {
        messages: [
          { role: 'system', content: systemPrompt(this.currency) },
          { role: 'user', content },
        ],
        response_format: ANALYSIS_RESPONSE_FORMAT,
        temperature: 0.2,
      },
      signal,
    );
    let parsed: unknown;
    try {
      parsed = JSON.parse(choice.message.content ?? '');
    } catch {
      throw new OpenAiError('the AI service answered with something that is not JSON');
    }
    const answer = answerSchema.safeParse(parsed);
    if (!answer.success) throw new OpenAiError('the AI service answered in an unexpected shape');
    return {
      aiDescription: answer.data.ai_description,
      items: checkedItems(answer.data.items.map(normaliseItem), this.currency),
      extractedText: null,
    };
  }

  async analyzeImage({ photo, description, signal }: ImageAnalysisInput): Promise<AnalysisResult> {
    // Encoded from the upload's pixels, as the stored photo is: no second decode.
    const image = await pixelsOf(photo)
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 86, mozjpeg: true })
      .toBuffer();
    return this.run(
      [
        {
          type: 'text',
          text: description
            ? `Find the items in this photo. The owner says: "${description}"`
            : 'Find the items in this photo.',
        },
        {
          type: 'image_url',
          image_url: { url: `data:image/jpeg;base64,${image.toString('base64')}` },
        },
      ],
      signal,
    );
  }

  async analyzeText({ text, description, signal }: TextAnalysisInput): Promise<AnalysisResult> {
    const note = description ? `\nThe owner says: "${description}"` : '';
    return this.run(
      `Find the items in this document.${note}\n\n---\n${text.slice(0, 50_000)}`,
      signal,
    );
  }

  async warmUp(): Promise<void> {}
  async close(): Promise<void> {}
}
