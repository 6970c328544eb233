import { theme } from 'antd';
import { useMemo } from 'react';
import { highlightParts } from './highlight';

/**
 * Text with the words of the search marked (<mark>, on the warning background, in the text's own
 * colour so that the contrast stays that of the text around it).
 */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  const { token } = theme.useToken();
  const parts = useMemo(() => highlightParts(text, terms), [text, terms]);
  if (terms.length === 0) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) =>
        part.mark ? (
          <mark
            key={index}
            style={{
              background: token.colorWarningBg,
              color: 'inherit',
              padding: '0 2px',
              borderRadius: token.borderRadiusXS,
              boxShadow: `inset 0 -1px 0 ${token.colorWarningBorder}`,
            }}
          >
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
