import type { AnalysisResult, AnalyzedItem, Analyzer } from '../../src/adapters/ai/analyzer.js';

export function analyzedItem(overrides: Partial<AnalyzedItem> = {}): AnalyzedItem {
  return {
    itemName: 'Espresso cup',
    itemDescription: 'A white espresso cup',
    itemCategory: 'kitchenware',
    brand: null,
    condition: null,
    estimatedValue: 12,
    location: null,
    quantity: 1,
    tags: ['cup'],
    confidenceScore: 0.8,
    perishabilityType: 'non-perishable',
    prominenceScore: 0.5,
    visualAreaPercentage: 20,
    ownershipLikelihood: 0.7,
    ...overrides,
  };
}

/** An analyzer whose answer each test decides; it records what it was asked. */
export class FakeAnalyzer implements Analyzer {
  calls: { kind: 'image' | 'text'; description?: string | undefined; text?: string }[] = [];
  next: () => Promise<AnalysisResult> = async () => ({
    aiDescription: 'A photo showing an espresso cup.',
    items: [analyzedItem()],
    extractedText: null,
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
