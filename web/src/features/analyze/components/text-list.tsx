/** A list of sentences from the report (indicators, factors, insights), or nothing when empty. */
export const TextList = ({
  items,
  tone = 'plain',
  testId,
}: {
  items: readonly string[];
  tone?: 'positive' | 'negative' | 'neutral' | 'plain';
  testId?: string;
}) =>
  items.length === 0 ? null : (
    <ul className={`verdict-list verdict-list--${tone}`} data-testid={testId}>
      {items.map((item, i) => (
        // The same sentence may come twice (two pages said it): the index keeps keys apart.
        <li key={`${i}:${item}`}>{item}</li>
      ))}
    </ul>
  );
