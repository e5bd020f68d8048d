import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Analyzer } from './analyzer.js';
import { createLocalAnalyzer } from './local/local-analyzer.js';
import { OpenAiAnalyzer } from './openai/openai-analyzer.js';

/** The analyzer chosen by AI_PROVIDER. */
export function createAnalyzer(config: Config, log: FastifyBaseLogger): Analyzer {
  if (config.ai.provider === 'openai') {
    return new OpenAiAnalyzer({
      baseUrl: config.ai.openai.baseUrl ?? '',
      apiKey: config.ai.openai.apiKey,
      model: config.ai.openai.model ?? 'gpt-4o-mini',
      timeoutMs: Math.min(config.analysisTimeoutMs, 120_000),
      currency: config.currency,
    });
  }
  return createLocalAnalyzer({
    textTimeoutMs: config.textExtractionTimeoutMs,
    currency: config.currency,
    onWarning: (message, error) => log.warn({ err: error }, message),
  });
}
