import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const read = (text: string) => extractItems(text).items.map((i) => [i.name, i.quantity, i.value]);

/** A made-up order e-mail: each entry's codes on a line of their own under its name. */
const ORDER = `From: Maple Hardware <orders@maple-hardware.example>
Subject: Order #QX55120 confirmed

Thanks for shopping with us, Sam.

Everbilt 12 in. Shelf Bracket
Model # EB-12SB   Web ID #553201887
Qty: 4    $6.47 /each    $25.88

Ryobi 18V ONE+ Orbital Sander
Model # P411   Store SKU #1000451123
Qty: 1    $79.00 /each    $79.00

Order Summary
Subtotal                         $104.88
Tax                               $13.63
Total                            $118.51`;

/** A made-up till: the article number and the count share the line under an entry. */
const TILL = `MAGASIN FUST LAUSANNE
Quittance 2025-03-14 16:40
--------------------------------------
Bouilloire Koenig inox 1.7 L       59.90
  Art. 3318842
Piles AA alcalines 4 pces          19.80
  Art. 2207715  2 x 9.90
Total CHF                          79.70
Payé carte                         79.70`;

describe('a shop’s own catalogue numbers', () => {
  it('names nothing on a line of codes', () => {
    expect(read(ORDER)).toEqual([
      ['Everbilt 12 in. Shelf Bracket', 4, 6.47],
      ['Ryobi 18V ONE+ Orbital Sander', 1, 79],
    ]);
  });

  it('leaves its count and price to the entry above', () => {
    expect(read(TILL)).toEqual([
      ['Bouilloire Koenig inox 1.7 L', 1, 59.9],
      ['Piles AA alcalines 4 pces', 2, 9.9],
    ]);
  });
});
