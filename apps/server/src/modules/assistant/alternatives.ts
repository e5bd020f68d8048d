/** Choices offered in a reply: "a", "a or b", "a, b or c". */
export function asAlternatives(choices: string[]): string {
  return choices.length > 1
    ? `${choices.slice(0, -1).join(', ')} or ${choices[choices.length - 1]}`
    : (choices[0] ?? '');
}
