/** A share card's title, set in lines that fit its box: the largest size that fits, else shortened. */
export type FittedTitle = { fontSize: number; lines: string[] };

// Bricolage Grotesque Bold's advances, in ems, by kind of character: a cautious estimate, not a measure.
function emWidth(char: string): number {
  if (char === " ") return 0.24;
  if (/[iljI.,:;'’!|]/.test(char)) return 0.3;
  if (/[ftr()\-–]/.test(char)) return 0.42;
  if (/[mwMW@%&]/.test(char)) return 0.9;
  if (/[A-Z0-9]/.test(char)) return 0.68;
  return 0.58;
}

const widthOf = (text: string, fontSize: number) =>
  [...text].reduce((sum, char) => sum + emWidth(char) * fontSize, 0);

/** Greedy word wrap; a word is never split. */
function wrap(words: readonly string[], fontSize: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && widthOf(`${last} ${word}`, fontSize) <= maxWidth) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}

export function fitTitle(
  title: string,
  box: { maxWidth: number; maxLines: number; fontSizes: readonly number[] },
): FittedTitle {
  const words = title.split(/\s+/).filter(Boolean);
  for (const fontSize of box.fontSizes) {
    const lines = wrap(words, fontSize, box.maxWidth);
    if (lines.length <= box.maxLines) return { fontSize, lines };
  }
  // Too long at the smallest size: drop whole words from the end until it fits with an ellipsis.
  const fontSize = box.fontSizes.at(-1)!;
  for (let count = words.length - 1; count > 0; count--) {
    const kept = words
      .slice(0, count)
      .join(" ")
      .replace(/[\s,:;–—-]+$/, "");
    const lines = wrap(`${kept}…`.split(" "), fontSize, box.maxWidth);
    if (lines.length <= box.maxLines) return { fontSize, lines };
  }
  return { fontSize, lines: [words[0] ?? ""] };
}
