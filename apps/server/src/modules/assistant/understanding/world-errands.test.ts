import { describe, expect, it } from 'vitest';
import { isOutOfScopeRequest } from './out-of-scope.js';

describe('errands of the world, by the shape of the request', () => {
  it("reads a bare commodity's price at a place or on a day as the market's", () => {
    expect(isOutOfScopeRequest('what is the price of barley in brandon this week')).toBe(true);
    expect(isOutOfScopeRequest('price of feeder pigs right now')).toBe(true);
    expect(isOutOfScopeRequest('what is the price of my lathe today')).toBe(false);
  });
  it('reads paperwork to be filed or prepared for the asker as outside the inventory', () => {
    expect(isOutOfScopeRequest('could you submit my vat return for the bakery')).toBe(true);
    expect(isOutOfScopeRequest('please do our taxes this year')).toBe(true);
    expect(isOutOfScopeRequest('help me file the insurance claim for the stolen bike')).toBe(false);
  });
  it('reads when a game is played as a timetable', () => {
    expect(isOutOfScopeRequest('what time is the soccer match on saturday')).toBe(true);
    expect(isOutOfScopeRequest('when do the eagles play next')).toBe(true);
    expect(isOutOfScopeRequest('when was the board game lent to priya')).toBe(false);
  });
  it('reads what or when to plant as gardening advice', () => {
    expect(isOutOfScopeRequest('when should we sow the carrots')).toBe(true);
    expect(isOutOfScopeRequest('best time to prune apple trees')).toBe(true);
    expect(isOutOfScopeRequest('where is the plant mister')).toBe(false);
  });
});
