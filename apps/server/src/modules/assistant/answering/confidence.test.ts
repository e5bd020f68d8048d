import { describe, expect, it } from 'vitest';
import { askWhatIsMeant, hedged } from './confidence.js';
import type { Reply } from './turn.js';

const reply = (response: string, intent = 'total'): Reply => ({
  response,
  items: [],
  intent,
  strategy: 'aggregate',
  totalMatches: 2,
});

describe('hedged', () => {
  it('keeps the likely figure of a doubtful reading and asks about it', () => {
    const asked = hedged(reply('Lamps in the Attic: 2 items, $90 in total.'), [
      { kind: 'joined', words: ['lamps', 'the Attic'] },
    ]);
    expect(asked.intent).toBe('clarify');
    expect(asked.response).toContain('$90');
    expect(asked.response).toMatch(/lamps plus everything in the Attic together\?$/);
  });
  it('only asks when a thing was named that nothing matched', () => {
    const asked = hedged(reply('Games: 2 items, $90 in total.'), [
      { kind: 'unplaced', words: ['gamecube'] },
    ]);
    expect(asked.intent).toBe('clarify');
    expect(asked.response).not.toMatch(/\$\d/);
    expect(asked.response).toMatch(/"gamecube".*\?$/);
  });
  it('asks back when the reading answered another question than the one asked', () => {
    const asked = hedged(reply('Your Kettle is in the Kitchen, $40.', 'describe'), [
      { kind: 'asked', words: ['when'] },
    ]);
    expect(asked.intent).toBe('clarify');
    expect(asked.response).toContain('$40');
    expect(asked.response).toMatch(/added, or when it is due back\?$/);
  });
  it('asks about an amount said and not used, keeping the figure of the wider set', () => {
    const asked = hedged(reply('Tools: 9 items, $2,100 in total.'), [
      { kind: 'amount', words: ['$700'] },
    ]);
    expect(asked.intent).toBe('clarify');
    expect(asked.response).toMatch(/\$700.*\?$/);
  });
  it('leaves a sure reading, and an answer that already asks, as they are', () => {
    const sure = reply('Lamps: 2 items, $90 in total.');
    expect(hedged(sure, [{ kind: 'number', words: ['2.750'] }])).toBe(sure);
    const asking = reply('Which lamp do you mean?', 'clarify');
    expect(hedged(asking, [{ kind: 'unplaced', words: ['gamecube'] }])).toBe(asking);
  });
  it('asks only, with no figure, when nothing was said before to point at', () => {
    const asked = askWhatIsMeant();
    expect(asked.intent).toBe('clarify');
    expect(asked.response).not.toMatch(/\$\d/);
  });
});
