import type { AnalyzedItem } from '../../src/adapters/ai/analyzer.js';
import type { FakeAnalyzer } from './fake-analyzer.js';
import { newItem } from './factories.js';
import type { TestApp } from './test-app.js';

export const DAY = 86_400_000;

interface CommunityUser {
  auth: Record<string, string>;
}

/** What the community tests do as users: publish, discover, ask to borrow, make public items. */
export function communityActions(
  app: () => TestApp,
  owner: () => CommunityUser,
  analyzer: FakeAnalyzer,
) {
  const makePublic = (user: CommunityUser, id: string, isPublic = true) =>
    app().app.inject({
      method: 'PATCH',
      url: `/api/users/inventory/${id}/visibility`,
      headers: user.auth,
      payload: { is_public: isPublic },
    });
  return {
    makePublic,
    discover: (user: CommunityUser, query = '') =>
      app().app.inject({ url: `/api/public/items?${query}`, headers: user.auth }),
    requestBorrow: (
      user: CommunityUser,
      id: string,
      payload: Record<string, unknown> = { sharing_type: 'BORROW' },
    ) =>
      app().app.inject({
        method: 'POST',
        url: `/api/public/items/${id}/request-borrow`,
        headers: user.auth,
        payload,
      }),
    isoDay: (offset: number) =>
      new Date(app().clock.now().getTime() + offset * DAY).toISOString().slice(0, 10),
    publicItem: async (overrides: Partial<AnalyzedItem> = {}) => {
      const item = await newItem(app(), analyzer, owner().auth, overrides);
      await makePublic(owner(), item.id);
      return item;
    },
  };
}
