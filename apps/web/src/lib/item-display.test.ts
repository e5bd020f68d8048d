import { Gem, Laptop, Package, Smartphone, SprayCan, Tv, Wrench } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import {
  categoryIcon,
  categoryLabel,
  conditionTone,
  confidencePercent,
  confidenceTone,
  ownershipStatus,
  truncateLocation,
} from './item-display';

describe('confidence badge', () => {
  it('turns 0–1 scores into whole percentages', () => {
    expect(confidencePercent(0.953)).toBe(95);
    expect(confidencePercent(1)).toBe(100);
    expect(confidencePercent(0)).toBe(0);
    expect(confidencePercent(87)).toBe(87);
    expect(confidencePercent(null)).toBe(0);
  });

  it('colours from thresholds 95 and 90', () => {
    expect(confidenceTone(100)).toBe('success');
    expect(confidenceTone(95)).toBe('success');
    expect(confidenceTone(94)).toBe('accent');
    expect(confidenceTone(90)).toBe('accent');
    expect(confidenceTone(89)).toBe('warning');
    expect(confidenceTone(12)).toBe('warning');
  });
});

describe('conditionTone', () => {
  it('new and excellent success, good info, fair warning, poor error', () => {
    expect(conditionTone('new')).toBe('success');
    expect(conditionTone('Excellent')).toBe('success');
    expect(conditionTone('good')).toBe('info');
    expect(conditionTone('fair')).toBe('warning');
    expect(conditionTone('poor')).toBe('error');
    expect(conditionTone(null)).toBe('neutral');
  });
});

describe('truncateLocation', () => {
  it('keeps up to 20 characters and cuts longer ones with an ellipsis', () => {
    expect(truncateLocation('Kitchen')).toBe('Kitchen');
    expect(truncateLocation('12345678901234567890')).toBe('12345678901234567890');
    expect(truncateLocation('Garage, second shelf on the left')).toBe('Garage, second shelf…');
    expect(truncateLocation('Living room cabinet, top')).toBe('Living room cabinet,…');
    expect(truncateLocation(null)).toBe('');
  });
});

describe('categories', () => {
  it('maps each category name to an icon, whatever its case and separators', () => {
    expect(categoryIcon('jewelry')).toBe(Gem);
    expect(categoryIcon('Tools')).toBe(Wrench);
    expect(categoryIcon('cleaning supplies')).toBe(SprayCan);
    expect(categoryIcon('chemical_perishable')).not.toBe(Package);
    expect(categoryIcon('spaceships')).toBe(Package);
  });

  it('gives a TV a TV, not a phone: an electronic item’s name picks its icon', () => {
    expect(categoryIcon('electronics', 'Samsung 65" QLED TV')).toBe(Tv);
    expect(categoryIcon('electronics', 'LG OLED Television')).toBe(Tv);
    expect(categoryIcon('electronics', 'MacBook Pro 14')).toBe(Laptop);
    expect(categoryIcon('electronics', 'iPhone 15')).toBe(Smartphone);
    expect(categoryIcon('electronics', 'Router')).not.toBe(Smartphone);
    expect(categoryIcon('furniture', 'TV stand')).not.toBe(Tv);
  });

  it('labels categories readably', () => {
    expect(categoryLabel('household items')).toBe('Household items');
    expect(categoryLabel('chemical_perishable')).toBe('Food & perishables');
    expect(categoryLabel('')).toBe('Uncategorized');
  });
});

describe('ownershipStatus (cards)', () => {
  it('is "Public Item" when public, else "Ready to share" or "Private"', () => {
    expect(ownershipStatus({ is_public: true, is_shareable: true }).label).toBe('Public Item');
    expect(ownershipStatus({ is_public: false, is_shareable: true }).label).toBe('Ready to share');
    expect(ownershipStatus({ is_public: false, is_shareable: false }).label).toBe('Private');
  });
});
