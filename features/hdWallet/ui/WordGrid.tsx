/** The 12 words in a numbered grid, in order (SPEC §4 "view the 12 words"). */
export function WordGrid({ words, label }: { words: readonly string[]; label: string }) {
  return (
    <ol className="word-grid" aria-label={label} data-testid="word-grid">
      {words.map((word, index) => (
        <li key={index} className="word-cell">
          <span className="word-number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="word-text">{word}</span>
        </li>
      ))}
    </ol>
  );
}
