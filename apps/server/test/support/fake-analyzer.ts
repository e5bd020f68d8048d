import type { AnalysisResult, AnalyzedItem, Analyzer } from '../../src/adapters/ai/analyzer.js';

export function analyzedItem(overrides: Partial<AnalyzedItem> = {}): AnalyzedItem {
  return {
    item_name: 'Espresso cup',
    item_description: 'A white espresso cup',
    item_category: 'kitchenware',
    brand: null,
    condition: null,
    estimated_value: 12,
    location: null,
    quantity: 1,
    tags: ['cup'],
    confidence_score: 0.8,
    perishability_type: 'non-perishable',
    prominence_score: 0.5,
    visual_area_percentage: 20,
    ownership_likelihood: 0.7,
    ...overrides,
  };
}

/** An analyzer whose answer each test decides; it records what it was asked. */
export class FakeAnalyzer implements Analyzer {
  calls: { kind: 'image' | 'text'; description?: string | undefined; text?: string }[] = [];
  next: () => Promise<AnalysisResult> = async () => ({
    ai_description: 'A photo showing an espresso cup.',
    items: [analyzedItem()],
    extracted_text: null,
  });

  async analyzeImage(input: { description?: string | undefined }) {
    this.calls.push({ kind: 'image', description: input.description });
    return this.next();
  }
  async analyzeText(input: { text: string; description?: string | undefined }) {
    this.calls.push({ kind: 'text', description: input.description, text: input.text });
    return this.next();
  }
  async warmUp() {}
  async close() {}
}
