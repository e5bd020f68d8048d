/**
 * A field of one named thing asked in French: its condition ("il est dans quel état"), its
 * category ("dans quelle catégorie"), when it was added ("on l'a ajouté quand"), where it is
 * kept ("elle est rangée où") and its notes. Glossed into the English the parser reads the field
 * from, before the rest of the French, so the answer is that field and not a summary.
 */
export const FIELD_PHRASES: [RegExp, string][] = [
  [
    /\b(?:dans |en )?(?:quel|quels|quelle|quelles) (?:est (?:son |sa |leur )?)?etats?\b/g,
    'in what condition',
  ],
  [/\b(?:dans |en )?(?:quel|quelle) (?:est (?:sa |la )?)?categorie\b/g, 'in which category'],
  [/\b(?:dans |en )?(?:quel|quelle) (?:est (?:sa |la )?)?piece\b/g, 'in which room'],
  // "On l'a ajouté quand", "quand est-ce qu'on l'a ajouté", "je l'ai entré quand".
  [
    /\b(?:on |je |j'|nous )?(?:l'|les )?(?:a|ai|avons|as) (?:ajoute|ajoutee|ajoutes|ajoutees|entre|entree|mis) (?:dans (?:l'|le |mon |notre )\w+ )?quand\b/g,
    'when was it added',
  ],
  [
    /\bquand (?:est-ce (?:qu'|que ))?(?:on |je |j'|nous )?(?:l'|les )?(?:a|ai|avons|as) (?:ajoute|ajoutee|ajoutes|ajoutees|entre|entree)\b/g,
    'when was it added',
  ],
  // "Rangé où", "rangés où": where it is kept.
  [/\b(?:range|rangee|ranges|rangees|serre|serree) (?:ou|where)\b/g, 'kept where'],
  [/\b(?:range|rangee|ranges|rangees)\b/g, 'kept'],
  // "Qu'est-ce que j'avais écrit dans les notes de ...": what the notes say.
  [
    /\b(?:qu'est[- ]ce (?:que|qu') ?)?(?:j'avais|j'ai|on avait|on a|nous avions) (?:ecrit|note|mis|inscrit) dans (?:les|mes|nos|ses) notes\b/g,
    'what is in the notes',
  ],
  // "Il vaut combien aujourd'hui": its worth now, not things added today.
  [/\b((?:vaut|valent|vaudrait|valeur)\b[^.?!]*?)aujourd'hui\b/g, '$1now'],
  [/\baujourd'hui\b([^.?!]*?\b(?:vaut|valent|vaudrait|valeur)\b)/g, 'now$1'],
];
