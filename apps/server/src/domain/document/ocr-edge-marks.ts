/**
 * A photographed till's left edge or a fold read as a bar glued to the line's count ("|2 Iced
 * coffee  90.00"): no table has a single bar, so the bar goes and the count reads as a count.
 */
const EDGE_BAR = /^(\s*)[|¦](?=\d)/;

export function withoutEdgeBar(text: string): string {
  const bar = EDGE_BAR.exec(text);
  if (!bar || text.indexOf('|', bar[0].length) >= 0) return text;
  return `${bar[1]} ${text.slice(bar[0].length)}`;
}
