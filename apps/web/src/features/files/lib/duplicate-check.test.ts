import type { FileRecord } from '@circle/contract';
import { describe, expect, it } from 'vitest';
import { duplicateQuestion, sha256Hex } from './duplicate-check';

const earlier = (created_at: string) => ({ created_at }) as FileRecord;
const file = (name: string) => new File(['x'], name);

describe('duplicate uploads', () => {
  it('hashes the bytes as the server does', async () => {
    expect(await sha256Hex(new Blob(['abc']))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('asks in the words of a person', () => {
    const one = [{ file: file('shelf.jpg'), earlier: earlier('2026-11-21T10:00:00Z') }];
    expect(duplicateQuestion(one, 1)).toBe('You uploaded this on 21 Nov — upload again?');
    expect(duplicateQuestion(one, 3)).toBe(
      'You uploaded shelf.jpg on 21 Nov before — upload it again?',
    );
    const two = [...one, { file: file('desk.jpg'), earlier: earlier('2026-11-20T10:00:00Z') }];
    expect(duplicateQuestion(two, 2)).toBe(
      'You uploaded 2 of these before (shelf.jpg on 21 Nov, desk.jpg on 20 Nov) — upload them again?',
    );
  });
});
