/** The words of `text` in lines of at most `width` characters; a longer word stands on a line of its own. */
function wrapWords(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

// Below this a wrapped description reads as a column of single words: it then runs past the width instead.
const narrowestDescription = 30;

/**
 * The scenarios as a two-column table, names aligned, each description wrapped to fit `width` characters beside its
 * name, or on one line when `width` is undefined (output that is not a terminal, read by tools line by line).
 */
export function formatScenarioList(scenarios, width) {
  const indent = '  ';
  const column = Math.max(0, ...scenarios.map(({ name }) => name.length)) + 2;
  const descriptionWidth =
    width === undefined ? Number.POSITIVE_INFINITY : Math.max(width - indent.length - column, narrowestDescription);
  return scenarios
    .flatMap(({ name, description }) => {
      const [first = '', ...rest] = wrapWords(description, descriptionWidth);
      return [
        `${indent}${name.padEnd(column)}${first}`,
        ...rest.map((line) => `${indent}${' '.repeat(column)}${line}`),
      ];
    })
    .map((line) => line.trimEnd())
    .join('\n');
}
