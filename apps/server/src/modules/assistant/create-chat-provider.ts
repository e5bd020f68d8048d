import type { Config } from '../../config.js';
import type { ChatProvider } from './chat-provider.js';
import { LocalAssistant } from './local-assistant.js';
import { OpenAiAssistant } from './openai-assistant.js';

/** The assistant chosen by AI_PROVIDER. */
export function createChatProvider(config: Config): ChatProvider {
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
