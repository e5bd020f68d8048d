import Fastify, { type FastifyInstance } from 'fastify';

export interface RecordedRequest {
  body: {
    model: string;
    messages: { role: string; content: unknown; tool_calls?: unknown; tool_call_id?: string }[];
    response_format?: { type: string; json_schema?: { name: string; strict: boolean } };
    tools?: { type: string; function: { name: string } }[];
  };
  authorization: string | undefined;
}

export interface FakeAnswer {
  status?: number;
  headers?: Record<string, string>;
  /** The assistant message's content (for status 200). */
  content?: string | null;
  toolCalls?: { id: string; name: string; arguments: unknown }[];
  raw?: unknown;
}

/** A local server that speaks the chat-completions protocol and answers from a queue. */
export class FakeOpenAi {
  readonly requests: RecordedRequest[] = [];
  private readonly answers: FakeAnswer[] = [];
  private server: FastifyInstance | undefined;
  url = '';

  answer(...answers: FakeAnswer[]) {
    this.answers.push(...answers);
  }

  async start() {
    const server = Fastify({ bodyLimit: 50 * 1024 * 1024 });
    server.post('/v1/chat/completions', async (request, reply) => {
      this.requests.push({
        body: request.body as RecordedRequest['body'],
        authorization: request.headers.authorization,
      });
      const answer = this.answers.shift() ?? {
        status: 500,
        raw: { error: { message: 'no answer queued' } },
      };
      reply.code(answer.status ?? 200).headers(answer.headers ?? {});
      if (answer.raw !== undefined) return answer.raw;
      return {
        id: `chatcmpl-${this.requests.length}`,
        object: 'chat.completion',
        model: (request.body as { model: string }).model,
        choices: [
          {
            index: 0,
            finish_reason: answer.toolCalls ? 'tool_calls' : 'stop',
            message: {
              role: 'assistant',
              content: answer.content ?? null,
              ...(answer.toolCalls
                ? {
                    tool_calls: answer.toolCalls.map((call) => ({
                      id: call.id,
                      type: 'function',
                      function: { name: call.name, arguments: JSON.stringify(call.arguments) },
                    })),
                  }
                : {}),
            },
          },
        ],
      };
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1`;
    this.server = server;
  }

  async stop() {
    await this.server?.close();
  }
}
