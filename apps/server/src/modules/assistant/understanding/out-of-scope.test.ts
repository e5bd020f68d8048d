import { describe, expect, it } from 'vitest';
import { isOutOfScopeRequest } from './out-of-scope.js';

describe('isOutOfScopeRequest', () => {
  it('recognises requests to do something else, whatever items they name', () => {
    for (const text of [
      'set an alarm for 6 45',
      'remind me to pick the kids up at 3',
      'write an email to jamie asking for the drill back',
      'order more espresso cups on amazon',
      'play some music while i pack',
      'convert $5000 to gbp',
      'find me a 1 bed flat',
      'can you help my 13 year old solve 3x + 5 = 20',
    ]) {
      expect(isOutOfScopeRequest(text), text).toBe(true);
    }
  });
  it('recognises questions about the world', () => {
    for (const text of [
      'who won the world series this year',
      'what is the capital of portugal',
      'how much does a new rolex cost in the shops these days',
      'how much does it usually cost to fix a burst pipe',
      'how do i dry out a soaked carpet fast',
      'what is the phone number for a plumber near me',
      'what time does the chemist open on sundays',
      'how long should i roast a chicken for',
      'could you help me fill out the council tax form',
    ]) {
      expect(isOutOfScopeRequest(text), text).toBe(true);
    }
  });
  it('recognises rates the world sets', () => {
    expect(isOutOfScopeRequest("what's the current exchange rate")).toBe(true);
    expect(isOutOfScopeRequest('hmrc deadline this year')).toBe(true);
  });
  it("recognises the day's price of a commodity, not of the owner's things", () => {
    for (const text of [
      "today's platinum rate in chennai",
      'what is the latest diesel price',
      'how much is copper per kilogram right now',
      'silver price per gram',
      'price of petrol now',
    ])
      expect(isOutOfScopeRequest(text), text).toBe(true);
    for (const text of [
      'what is our gold worth at the current gold rate',
      'what is the price of my silver tray',
      'current value of the platinum ring',
    ])
      expect(isOutOfScopeRequest(text), text).toBe(false);
  });

  it('leaves questions about the inventory alone', () => {
    for (const text of [
      'what did we write about the lawn mower',
      'how many things have i got set to public',
      'how much is my rolex worth',
      'how do i add an item',
      'where is the drill',
      'how long have i had the sofa',
      'how long do i keep receipts for the insurance',
      'help me fill in the insurance claim with what was in the kitchen',
      'what time did i add the camera',
    ]) {
      expect(isOutOfScopeRequest(text), text).toBe(false);
    }
  });
});

describe('isOutOfScopeRequest, history, errands, prices elsewhere and how-tos', () => {
  it('recognises them', () => {
    for (const text of [
      'in what year did omega first launch the speedmaster',
      'when was the bosch company founded',
      'please add eggs and butter to the shopping list for friday',
      'how much is a ferry ticket at dover these days',
      'what is the best way to descale a kettle',
    ]) {
      expect(isOutOfScopeRequest(text), text).toBe(true);
    }
  });
  it("leaves questions about the owner's things alone", () => {
    for (const text of [
      'remind me where the drill is',
      'what is the best way to sell my camera',
      'when did i add the kettle',
    ]) {
      expect(isOutOfScopeRequest(text), text).toBe(false);
    }
  });
});

describe('isOutOfScopeRequest: things to be made up, chosen or priced out there', () => {
  it('recognises recipes, what to wear or cook, and service prices between places', () => {
    for (const text of [
      'can you give me an easy recipe for pierogi for 40 guests',
      'what should we cook for the harvest supper',
      'what should i wear to the spring formal',
      'how much does a used 2012 toyota corolla go for',
      'is home insurance cheaper in dundee than in perth',
      'are groceries more expensive in oslo than bergen',
    ]) {
      expect(isOutOfScopeRequest(text), text).toBe(true);
    }
  });
  it('recognises routes, directions and distances between places', () => {
    for (const text of [
      'quickest route glasgow to inverness with a trailer',
      'driving directions from lyon to geneva',
      'how far is tucson from phoenix',
      'scenic way to drive down to cornwall',
    ]) {
      expect(isOutOfScopeRequest(text), text).toBe(true);
    }
  });
  it('keeps questions about the owner’s own things', () => {
    for (const text of [
      'where is the recipe book for the bread maker',
      'what should we sell before the move',
      'what should i insure everything in the attic for',
      'if i sold the kayak and the tent, what would i get for the pair',
      'how much insurance cover do we need for everything',
      'which is the best road bike we own',
      'how far from the front door is the garden hose',
    ]) {
      expect(isOutOfScopeRequest(text), text).toBe(false);
    }
  });
});
