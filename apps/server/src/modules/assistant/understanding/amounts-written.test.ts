import { describe, expect, it } from 'vitest';
import { groupedThousands, tokenize } from './tokens.js';

describe('amounts as they are written across Europe', () => {
  it('reads dots grouping thousands as one figure', () => {
    expect(groupedThousands('anything above 2.500')).toBe('anything above 2500');
    expect(groupedThousands('to reach 40.000 by june')).toBe('to reach 40000 by june');
    expect(groupedThousands('a 3.750.000 house')).toBe('a 3750000 house');
    expect(tokenize('the lamps over 2.500')).toEqual(['the', 'lamps', 'over', '$2500']);
  });
  it('keeps a decimal mark that is one', () => {
    expect(groupedThousands('costs 7.5 or 2.25')).toBe('costs 7.5 or 2.25');
    expect(tokenize('stools over 1.2k')).toEqual(['stools', 'over', '$1200']);
    expect(groupedThousands('about 2.400,75 left')).toBe('about 2400.75 left');
  });
  it('reads a currency sign written after the figure', () => {
    expect(tokenize('need 650€ for the van')).toEqual(['need', '$650', 'for', 'the', 'van']);
    expect(tokenize('rugs under 90 £')).toEqual(['rugs', 'under', '$90']);
  });
  it('reads a figure that is needed or paid as an amount, never a small count', () => {
    expect(tokenize('i need 4500 for a car')).toContain('$4500');
    expect(tokenize('i need 2 boxes')).toEqual(['i', 'need', '2', 'boxes']);
  });
});

describe('an amount and anything above it', () => {
  it('reads "from X up" as a lower bound that includes X', async () => {
    const { parseQuestion } = await import('./question-parser.js');
    const vocabulary = { categories: [], locations: [], brands: [], words: ['lamp'] };
    const query = parseQuestion('which lamps from 3k up', vocabulary, { today: '2026-11-25' });
    expect(query.filters.valueMin).toEqual({ amount: 3000, inclusive: true });
  });
  it('reads thousands grouped by spaces when a money sign or a comparison shows an amount', () => {
    expect(tokenize('lamps over 3 000 $')).toEqual(['lamps', 'over', '$3000']);
    expect(tokenize('rings worth 4 500 € or more')).toEqual([
      'rings',
      'worth',
      '$4500',
      'or',
      'more',
    ]);
    expect(tokenize('more than 2 000')).toEqual(['more', 'than', '$2000']);
    expect(tokenize('top 3 100 dollar items')).toEqual(['top', '3', '$100', 'items']);
  });
  it('reads a small amount said in words before a money word or after a comparison', () => {
    expect(tokenize('mugs under thirty pounds')).toEqual(['mugs', 'under', '$30']);
    expect(tokenize('over forty five quid')).toEqual(['over', '$45']);
    expect(tokenize('top five')).toEqual(['top', 'five']);
    expect(tokenize('more than three things')).toEqual(['more', 'than', 'three', 'things']);
  });
});

describe('amounts in the units and currencies of the world', () => {
  it('reads a figure with a large unit as one amount', () => {
    expect(tokenize('sofas costing more than 30 thousand each')).toContain('$30000');
    expect(tokenize('sofas costing more than 30 thousand each')).not.toContain('$1000');
    expect(tokenize('rings below 3 lakhs')).toEqual(['rings', 'below', '$300000']);
    expect(tokenize('need to raise 4 lakh fast')).toContain('$400000');
    expect(tokenize('anything worth 2.5 crore')).toContain('$25000000');
    expect(tokenize('cars over 1.8m')).toEqual(['cars', 'over', '$1800000']);
  });
  it('reads large units said in words', () => {
    expect(tokenize('lamps above three lakh rupees')).toEqual(['lamps', 'above', '$300000']);
    expect(tokenize('over one lakh twenty thousand')).toEqual(['over', '$120000']);
    expect(tokenize('worth more than four million naira')).toContain('$4000000');
  });
  it('reads signs, words and codes of currencies other than dollars, pounds and euros', () => {
    expect(tokenize('lamps over ₹12,000')).toEqual(['lamps', 'over', '$12000']);
    expect(tokenize('fans under ₦45,000')).toEqual(['fans', 'under', '$45000']);
    expect(tokenize('bags above N250,000')).toEqual(['bags', 'above', '$250000']);
    expect(tokenize('rugs under 7,000 rupees')).toEqual(['rugs', 'under', '$7000']);
    expect(tokenize('watches over AED 900')).toEqual(['watches', 'over', '$900']);
    expect(tokenize('phones above ₩300,000')).toEqual(['phones', 'above', '$300000']);
    expect(tokenize('laptops over ₦1.5m')).toEqual(['laptops', 'over', '$1500000']);
  });
  it('leaves counts and model names alone', () => {
    expect(tokenize('top 3 items')).toEqual(['top', '3', 'items']);
    expect(tokenize('my n95 masks')).toEqual(['my', 'n95', 'masks']);
  });
});
