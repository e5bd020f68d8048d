import type { Embedder } from '../../adapters/embeddings/embedder.js';
import type { Job, RunSoon } from '../../adapters/jobs/job-runtime.js';
import type { Platform } from '../../lib/platform.js';
import type { AssistantProvider } from './assistant-provider.js';
import { AssistantMessagesRepository } from './assistant-messages.repository.js';
import { AssistantService } from './assistant.service.js';
import { EmbeddingBacklogRepository } from './embedding-backlog.repository.js';
import { subscribeItemIndex } from './item-index.subscriber.js';
import { ItemIndex } from './item-index.js';
import { closestInMeaning, itemIdsByMeaning } from './items-by-meaning.js';

/** The job that embeds the items waiting in the backlog. */
const EMBEDDING_BACKLOG = 'embedding-backlog';

/** The assistant, the index of items by meaning and search by meaning. */
export function composeAssistant(
  platform: Platform,
  deps: { embedder: () => Embedder; provider: () => AssistantProvider; runSoon: RunSoon },
) {
  const { config, database, clock, log, events } = platform;
  const itemIndex = new ItemIndex({
    database,
    backlog: new EmbeddingBacklogRepository({ database }),
    embedder: deps.embedder,
    log,
    requestDrain: (delayMs) => deps.runSoon(EMBEDDING_BACKLOG, delayMs),
  });
  subscribeItemIndex(events, itemIndex);
  const assistant = new AssistantService({
    database,
    provider: deps.provider,
    index: itemIndex,
    messages: new AssistantMessagesRepository({ db: database.db }),
    clock,
    log,
  });
  // The assistant's synonyms and kinds first ("television" → TV), then sentence embeddings.
  const semanticSearch = async (userId: string, text: string, householdId?: string) => {
    const named = await itemIdsByMeaning({ database }, userId, text, householdId);
    if (named.length > 0) return named;
    const near = await itemIndex.nearest({ userId, householdId }, text, 50, 0.45, {
      budgetMs: config.searchMeaningBudgetMs,
    });
    return closestInMeaning(near).map((match) => match.id);
  };
  const jobs: Job[] = [
    {
      name: EMBEDDING_BACKLOG,
      everySeconds: Math.max(1, Math.round(config.embeddingDrainIntervalMs / 1000)),
      run: () => itemIndex.drain(),
    },
  ];
  return { itemIndex, assistant, semanticSearch, jobs };
}
