import type { CSSProperties } from 'react';
import { type DesignToken, parseDesignTokens } from './designTokens.js';

const swatchBox: CSSProperties = {
  display: 'inline-block',
  width: '3rem',
  height: '2rem',
  border: '1px solid #6b7a89',
  borderRadius: 4,
  background: '#ffffff',
};

/** A sample drawn with the token itself (`var(--token)`), so an override shows at once. */
function Swatch({ token }: { token: DesignToken }) {
  const value = `var(${token.name})`;
  switch (token.kind) {
    case 'color':
      return <span data-swatch={token.name} style={{ ...swatchBox, background: value }} />;
    case 'font-family':
      return (
        <span data-swatch={token.name} style={{ fontFamily: value }}>
          Clean water
        </span>
      );
    case 'font-size':
      return (
        <span data-swatch={token.name} style={{ fontSize: value, lineHeight: 1.2 }}>
          Aa
        </span>
      );
    case 'font-weight':
      return (
        <span data-swatch={token.name} style={{ fontWeight: value }}>
          Clean water
        </span>
      );
    case 'line-height':
      return (
        <span data-swatch={token.name} style={{ display: 'inline-block', lineHeight: value }}>
          Two
          <br />
          lines
        </span>
      );
    case 'shadow':
      return <span data-swatch={token.name} style={{ ...swatchBox, boxShadow: value }} />;
    default:
      return token.name.startsWith('--wt-radius-') ? (
        <span data-swatch={token.name} style={{ ...swatchBox, borderRadius: value }} />
      ) : (
        <span
          data-swatch={token.name}
          style={{
            display: 'inline-block',
            width: value,
            maxWidth: '10rem',
            height: '0.75rem',
            background: '#0a5ca8',
          }}
        />
      );
  }
}

export interface TokenTableProps {
  /** The kit's tokens.css. */
  css: string;
  /** TOKENS.md, whose table gives each token's use. */
  markdown: string;
}

/** Every design token of the kit, grouped as tokens.css groups them, each with a live sample. */
export function TokenTable({ css, markdown }: TokenTableProps) {
  const tokens = parseDesignTokens(css, markdown);
  const groups = [...new Set(tokens.map((token) => token.group))];
  return (
    <div>
      {groups.map((group) => (
        <table
          key={group}
          style={{
            width: '100%',
            borderCollapse: 'collapse',
            marginBlock: 16,
            tableLayout: 'fixed',
          }}
        >
          <colgroup>
            <col style={{ width: '30%' }} />
            <col style={{ width: '24%' }} />
            <col style={{ width: '12%' }} />
            <col style={{ width: '34%' }} />
          </colgroup>
          <caption style={{ textAlign: 'start', fontWeight: 700, paddingBlock: 8 }}>
            {group}
          </caption>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'start' }}>
                Token
              </th>
              <th scope="col" style={{ textAlign: 'start' }}>
                Default
              </th>
              <th scope="col" style={{ textAlign: 'start' }}>
                Sample
              </th>
              <th scope="col" style={{ textAlign: 'start' }}>
                Use
              </th>
            </tr>
          </thead>
          <tbody>
            {tokens
              .filter((token) => token.group === group)
              .map((token) => (
                <tr key={token.name} style={{ borderTop: '1px solid #d3dce5' }}>
                  <th scope="row" style={{ textAlign: 'start', fontWeight: 400 }}>
                    <code>{token.name}</code>
                  </th>
                  <td style={{ overflowWrap: 'anywhere' }}>
                    <code>{token.value}</code>
                  </td>
                  <td style={{ paddingBlock: 6 }}>
                    <Swatch token={token} />
                  </td>
                  <td>{token.use}</td>
                </tr>
              ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
