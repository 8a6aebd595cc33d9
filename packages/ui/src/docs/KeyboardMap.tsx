import { KEYBOARD_MAP } from './keyboardMap.js';

/** The kit's keyboard map as one table per component. */
export function KeyboardMap() {
  return (
    <div>
      {KEYBOARD_MAP.map((entry) => (
        <table
          key={entry.component}
          style={{
            width: '100%',
            borderCollapse: 'collapse',
            marginBlock: 16,
            tableLayout: 'fixed',
          }}
        >
          <caption style={{ textAlign: 'start', fontWeight: 700, paddingBlock: 8 }}>
            {entry.component}
          </caption>
          <colgroup>
            <col style={{ width: '35%' }} />
            <col style={{ width: '65%' }} />
          </colgroup>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'start' }}>
                Keys
              </th>
              <th scope="col" style={{ textAlign: 'start' }}>
                Does
              </th>
            </tr>
          </thead>
          <tbody>
            {entry.keys.map(([keys, action]) => (
              <tr key={keys} style={{ borderTop: '1px solid #d3dce5' }}>
                <th scope="row" style={{ textAlign: 'start', fontWeight: 400 }}>
                  <kbd>{keys}</kbd>
                </th>
                <td>{action}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
