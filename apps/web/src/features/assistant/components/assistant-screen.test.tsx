// @vitest-environment jsdom
import type { ChatReply, ReferencedItem } from '@circle/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/components/ui/toast/toast-store';
import { installFetchRouter, json, renderScreen, type FetchRouter } from '@/testing';
import { useAssistantStore } from '../stores/assistant-store';
import { AssistantScreen } from './assistant-screen';

let api: FetchRouter;

const item = (n: number, exists = true): ReferencedItem => ({
  id: `item-${n}`,
  file_id: null,
  item_name: `Thing ${n}`,
  description: null,
  category: 'electronics',
  brand: null,
  condition: 'good',
  location: 'Office',
  estimated_value: 100 * n,
  confidence_score: 0.9,
  exists,
});

function reply(items: ReferencedItem[]): ChatReply {
  return {
    response: 'Your most valuable item is Thing 7 ($700).',
    sources: {
      inventory_items: items,
      files: [],
      descriptions: [],
      images: [],
      categories: [],
      search_metadata: { intent: 'most_valuable', strategy: 'sql', total_matches: items.length },
    },
    suggestions: ['What is in the office?'],
    processing_time_ms: 12,
    message_id: '11111111-1111-4111-8111-111111111111',
    user_message_id: '22222222-2222-4222-8222-222222222222',
    created_at: new Date().toISOString(),
  };
}

const emptyHistory = {
  messages: [],
  pagination: {
    total: 0,
    limit: 5,
    offset: 0,
    current_page: 1,
    total_pages: 0,
    has_next: false,
    has_previous: false,
  },
  session_id: 'chat-u1',
};

const welcome = {
  greeting: 'Hi Ada! 👋',
  suggestions: ['What is my most valuable item?'],
  welcome_message: 'Hi Ada! 👋 I know your 7 items.',
  suggested_queries: ['What is my most valuable item?'],
  capabilities: ['Tell you where something is'],
};

let chatAnswer: () => Response | Promise<Response>;
let feedbackAnswer: () => Response | Promise<Response>;

function renderAssistant() {
  return renderScreen(
    [
      { path: '/chat', element: <AssistantScreen /> },
      { path: '/item/:itemId', element: <p>Item detail page</p> },
    ],
    '/chat',
  );
}

async function ask(text: string) {
  const input = await screen.findByRole('textbox', { name: 'Message' });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
}

beforeEach(() => {
  useAssistantStore.getState().reset();
  useToastStore.getState().clear();
  Element.prototype.scrollTo = vi.fn();
  chatAnswer = () => json(200, reply([1, 2, 3, 4, 5, 6, 7].map((n) => item(n))));
  feedbackAnswer = () => json(200, { success: true });
  api = installFetchRouter({
    'GET /query/chat/welcome': () => json(200, welcome),
    '/query/chat/history': () => json(200, emptyHistory),
    '/query/chat/feedback': () => feedbackAnswer(),
    'POST /query/chat': () => chatAnswer(),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AssistantScreen', () => {
  it('shows the welcome message; a suggestion sends it and the answer follows', async () => {
    let answer: () => void = () => undefined;
    chatAnswer = () =>
      new Promise<Response>((resolve) => {
        answer = () => resolve(json(200, reply([item(7)])));
      });
    await renderAssistant();
    expect(await screen.findByText(welcome.welcome_message)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'What is my most valuable item?' }));
    const thinking = await screen.findByRole('status');
    expect(thinking.textContent).toBe('AI is thinking...');
    await act(async () => answer());
    expect(await screen.findByText(/Your most valuable item is Thing 7/)).toBeTruthy();
    const body = JSON.parse(String(api.callsTo('POST /query/chat')[0]?.[1]?.body)) as {
      query: string;
    };
    expect(body.query).toBe('What is my most valuable item?');
    // The question shows once in the conversation (user bubble), the follow-up chip after the answer.
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(within(log).getByText('What is my most valuable item?')).toBeTruthy();
    expect(within(log).getByRole('button', { name: 'What is in the office?' })).toBeTruthy();
  });

  it('keeps Send disabled while the input is empty', async () => {
    await renderAssistant();
    const send = await screen.findByRole('button', { name: 'Send message' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: '  ' } });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Hi' } });
    expect((send as HTMLButtonElement).disabled).toBe(false);
  });

  it('lists 5 referenced items, then Show more / Show less; a tap opens ItemDetail', async () => {
    const router = await renderAssistant();
    await ask('What is my most valuable item?');
    await screen.findByText(/Your most valuable item/);
    expect(screen.getAllByRole('button', { name: /^Thing \d/ })).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByRole('button', { name: /^Thing \d/ })).toHaveLength(7);
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getAllByRole('button', { name: /^Thing \d/ })).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: /^Thing 2/ }));
    await screen.findByText('Item detail page');
    expect(router.state.location.pathname).toBe('/item/item-2');
  });

  it('shows a deleted item as removed and does not open it', async () => {
    chatAnswer = () => json(200, reply([item(1, false)]));
    const router = await renderAssistant();
    await ask('Where is my laptop?');
    const removed = await screen.findByRole('button', { name: /Thing 1.*Removed/ });
    fireEvent.click(removed);
    expect(router.state.location.pathname).toBe('/chat');
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Item Not Found',
      message: 'This item may have been deleted or moved',
    });
  });

  it('thumbs up shows at once and goes back when the server refuses', async () => {
    let refuse: () => void = () => undefined;
    feedbackAnswer = () =>
      new Promise<Response>((resolve) => {
        refuse = () =>
          resolve(new Response(JSON.stringify({ detail: 'Message not found' }), { status: 404 }));
      });
    await renderAssistant();
    await ask('What is my most valuable item?');
    await screen.findByText(/Your most valuable item/);
    const up = screen.getByRole('button', { name: 'Thumbs up' });
    fireEvent.click(up);
    await waitFor(() => expect(up.getAttribute('aria-pressed')).toBe('true'));
    await act(async () => refuse());
    await waitFor(() => expect(up.getAttribute('aria-pressed')).toBe('false'));
  });

  it('shows the server detail when sending fails, with Try again', async () => {
    chatAnswer = () =>
      json(502, { detail: 'The assistant could not answer right now. Please try again.' });
    await renderAssistant();
    await ask('Where is my laptop?');
    expect(
      await screen.findByText('The assistant could not answer right now. Please try again.'),
    ).toBeTruthy();
    chatAnswer = () => json(200, reply([]));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Your most valuable item/)).toBeTruthy();
    expect(
      screen.queryByText('The assistant could not answer right now. Please try again.'),
    ).toBeNull();
    // The question was not repeated.
    expect(screen.getAllByText('Where is my laptop?')).toHaveLength(1);
  });
});
