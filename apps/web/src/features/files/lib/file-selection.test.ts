import { describe, expect, it } from 'vitest';
import { checkSelection } from './file-selection';

const file = (name: string, type: string, size: number) =>
  new File([new Uint8Array(Math.min(size, 16))], name, { type }) as File & { size: number };

function sized(name: string, type: string, size: number): File {
  const made = file(name, type, size);
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

describe('checkSelection', () => {
  it('keeps photos, text documents and PDFs within the limit', () => {
    const photo = sized('desk.jpg', 'image/jpeg', 2_000_000);
    const list = sized('list.csv', 'text/csv', 300);
    const receipt = sized('receipt.pdf', 'application/pdf', 80_000);
    const untyped = sized('order.PDF', '', 80_000);
    expect(checkSelection([photo, list, receipt, untyped])).toEqual({
      accepted: [photo, list, receipt, untyped],
      problems: [],
    });
  });

  it('leaves out other types and files over 20 MB, naming them and the real limit', () => {
    const letter = sized('letter.doc', 'application/msword', 1000);
    const huge = sized('panorama.png', 'image/png', 21 * 1024 * 1024);
    const photo = sized('ok.png', 'image/png', 1000);
    const { accepted, problems } = checkSelection([letter, huge, photo]);
    expect(accepted).toEqual([photo]);
    expect(problems).toEqual([
      'letter.doc left out: only photos and .txt, .md, .csv or .pdf documents can be uploaded.',
      'panorama.png left out: files can be at most 20 MB.',
    ]);
  });

  it('leaves out empty files', () => {
    const empty = sized('blank.txt', 'text/plain', 0);
    expect(checkSelection([empty]).problems).toEqual(['blank.txt left out: the file is empty.']);
  });
});
