import type { Config } from '../../config.js';
import type { Embedder } from './embedder.js';
import { createLocalEmbedder } from './local/local-embedder.js';
import { createOpenAiEmbedder } from './openai/openai-embedder.js';

/** The embedder chosen by AI_PROVIDER (with OPENAI_EMBEDDING_MODEL for the remote one). */
export function createEmbedder(config: Config): Embedder {
  if (config.ai.provider === 'openai' && config.ai.openai.embeddingModel) {
    return createOpenAiEmbedder({
      baseUrl: config.ai.openai.baseUrl ?? '',
      apiKey: config.ai.openai.apiKey,
      model: config.ai.openai.embeddingModel,
      timeoutMs: 30_000,
    });
  }
  return createLocalEmbedder();
}
