import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const priced = (text: string) => extractItems(text).items.map((i) => [i.name, i.value] as const);

describe('Bengali moving lists: names written with vowel signs, and their non-item lines', () => {
  it('keeps names whose letters are joined by vowel signs and leaves totals, charges and notes out', () => {
    const list = [
      'মালামালের তালিকা',
      '',
      '== বসার ঘর ==',
      '1. ড্রেসিং টেবিল — 1 টি — ভালো অবস্থা — ৳ 12,000',
      '2. বেতের চেয়ার — 1 টি — পুরাতন — ৳ 2,500',
      '3. Singer সেলাই মেশিন — 1 টি — ভালো — ৳ 9,000',
      '',
      'মোট আনুমানিক মূল্য: ৳ 23,500',
      'কার্টন: ১৮টি (বই, কাপড়)',
      'শিফটিং চার্জ (ট্রাক + ৪ জন লেবার): ৳ 12,000',
      '',
      'ফ্রিজ নামানোর পর ৪ ঘণ্টা বন্ধ রাখতে হবে। টিভি আলাদা করে প্যাক করতে হবে।',
    ].join('\n');
    expect(priced(list)).toEqual([
      ['ড্রেসিং টেবিল', 12000],
      ['বেতের চেয়ার', 2500],
      ['Singer সেলাই মেশিন', 9000],
    ]);
  });

  it('reads the total, charge and carton lines as no items', () => {
    expect(nonItemKind('সর্বমোট')).toBe('total');
    expect(nonItemKind('ডেলিভারি চার্জ')).toBe('charge');
    expect(nonItemKind('কার্টন: ১০টি')).toBe('meta');
  });
});
