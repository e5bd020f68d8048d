import type { Config } from '../../config.js';
import type { AssistantProvider } from './assistant-provider.js';
import { LocalAssistant } from './local-assistant.js';
import { OpenAiAssistant } from './openai-assistant.js';

/** The assistant chosen by AI_PROVIDER. */
export function createAssistantProvider(config: Config): AssistantProvider {
  if (config.ai.provider === 'openai') {
    return new OpenAiAssistant({
      baseUrl: config.ai.openai.baseUrl ?? '',
      apiKey: config.ai.openai.apiKey,
      model: config.ai.openai.model ?? 'gpt-4o-mini',
      timeoutMs: 60_000,
    });
  }
  return new LocalAssistant();
}
