// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFetchRouter } from '@/testing';
import { useSessionStore } from '@/lib/session-store';
import { FeedbackForm } from './feedback-form';

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: FormData;
}

let sent: Sent[] = [];
let answer: { status: number; body: unknown } = {
  status: 201,
  body: { id: 'f1', success: true, message: 'Thank you for your feedback!' },
};

/** Just enough XMLHttpRequest for apiClient.upload. */
class FakeXhr {
  status = 0;
  responseText = '';
  responseType = '';
  timeout = 0;
  upload: { onprogress: unknown; onload: unknown } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  abort() {}
  send(body: FormData) {
    sent.push({ url: this.url, headers: this.headers, body });
    setTimeout(() => {
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    }, 0);
  }
}

function renderForm(props: Partial<Parameters<typeof FeedbackForm>[0]> = {}) {
  const onDone = vi.fn();
  const onCancel = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FeedbackForm allowScreenshot={false} onDone={onDone} onCancel={onCancel} {...props} />
    </QueryClientProvider>,
  );
  return { onDone, onCancel };
}

function fill() {
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Love the app' } });
  fireEvent.change(screen.getByLabelText('Your feedback'), {
    target: { value: 'The dashboard makes my day.' },
  });
}

beforeEach(() => {
  sent = [];
  answer = {
    status: 201,
    body: { id: 'f1', success: true, message: 'Thank you for your feedback!' },
  };
  useSessionStore.setState({ authToken: null });
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  installFetchRouter();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ authToken: null });
});

describe('FeedbackForm', () => {
  it('shows the form messages of spec §5', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Email (optional)'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText('Please enter a title')).toBeTruthy();
    expect(screen.getByText('Please enter your feedback')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Hey' } });
    fireEvent.change(screen.getByLabelText('Your feedback'), { target: { value: 'Short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText('Title must be at least 5 characters')).toBeTruthy();
    expect(screen.getByText('Feedback must be at least 10 characters')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('asks about recommending Circle only from rating 3', () => {
    renderForm();
    const question = () => screen.queryByRole('switch', { name: /recommend Circle/ });
    expect(screen.getByText('No rating')).toBeTruthy();
    expect(question()).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '2 stars: Fair' }));
    expect(question()).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '3 stars: Good' }));
    expect(question()).not.toBeNull();
    expect(screen.getByText('Good')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '5 stars: Excellent' }));
    expect(screen.getByText('Excellent')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(question()).toBeNull();
  });

  it('asks an anonymous visitor for name and e-mail, not a signed-in user', () => {
    renderForm();
    expect(screen.getByLabelText('Name (optional)')).toBeTruthy();
    cleanup();
    useSessionStore.setState({ authToken: 'token-1' });
    renderForm();
    expect(screen.queryByLabelText('Name (optional)')).toBeNull();
    expect(screen.queryByLabelText('Email (optional)')).toBeNull();
  });

  it('sends the form with its context as multipart, then thanks and resets', async () => {
    const { onDone } = renderForm();
    fill();
    fireEvent.click(screen.getByRole('radio', { name: '4 stars: Very Good' }));
    fireEvent.click(screen.getByRole('switch', { name: /recommend Circle/ }));
    fireEvent.change(screen.getByLabelText('Email (optional)'), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByRole('alertdialog', { name: 'Thank You!' })).toBeTruthy();
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.url).toBe('/api/feedback/submit');
    expect(request?.headers['Authorization']).toBeUndefined();
    const body = request!.body;
    expect(body.get('feedback_type')).toBe('general_feedback');
    expect(body.get('feedback_title')).toBe('Love the app');
    expect(body.get('rating')).toBe('4');
    expect(body.get('would_recommend')).toBe('true');
    expect(body.get('follow_up_requested')).toBe('false');
    expect(body.get('user_email')).toBe('ada@example.com');
    expect(body.has('user_name')).toBe(false);
    expect(String(body.get('session_id'))).toMatch(/^\d{13}-[a-z0-9]{9}$/);
    expect(body.get('device_type')).toBeTruthy();
    expect(body.get('page_url')).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('sends the bearer token when signed in', async () => {
    useSessionStore.setState({ authToken: 'token-1' });
    renderForm();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await screen.findByRole('alertdialog', { name: 'Thank You!' });
    expect(sent[0]?.headers['Authorization']).toBe('Bearer token-1');
  });

  it('shows "Submission Failed" with the server detail', async () => {
    answer = { status: 429, body: { detail: 'Too many feedback submissions. Try again later.' } };
    const { onDone } = renderForm();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByRole('alertdialog', { name: 'Submission Failed' })).toBeTruthy();
    expect(screen.getByText('Too many feedback submissions. Try again later.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onDone).not.toHaveBeenCalled();
    // The form keeps what was typed.
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Love the app');
  });
});
