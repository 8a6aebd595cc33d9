import { productsMessages as M } from '@wtkit/domain';
import { Alert, Button } from '@wtkit/ui';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';

interface Problem {
  line?: number;
  path: string;
  message: string;
}

type ImportState =
  | { status: 'idle' }
  | { status: 'sending'; percent: number }
  | { status: 'done'; message: string }
  | { status: 'failed'; message: string; problems: Problem[] };

const API = '/api/v1/products';

/** POSTs the file as text/csv with upload progress (fetch cannot report it, XMLHttpRequest can). */
function sendCsv(file: File, token: string, onProgress: (percent: number) => void) {
  return new Promise<{ status: number; body: { message?: string; errors?: Problem[] } }>(
    (resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('POST', `${API}/import`);
      request.setRequestHeader('Content-Type', 'text/csv');
      request.setRequestHeader('Authorization', `Bearer ${token}`);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
      request.onload = () => {
        let body = {};
        try {
          body = JSON.parse(request.responseText);
        } catch {}
        resolve({ status: request.status, body });
      };
      request.onerror = () => reject(new Error('Network error'));
      request.send(file);
    },
  );
}

/** The admin's Export CSV and Import CSV, with the import's progress and a bad file's problems. */
export function CatalogueFile({ token, onImported }: { token: string; onImported: () => void }) {
  const [state, setState] = useState<ImportState>({ status: 'idle' });
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState(false);

  async function exportCsv() {
    setExporting(true);
    setExportError(false);
    try {
      const response = await fetch(`${API}/export`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw new Error(String(response.status));
      const name =
        /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
        'catalogue.csv';
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setExportError(true);
    } finally {
      setExporting(false);
    }
  }

  async function importCsv(file: File) {
    setState({ status: 'sending', percent: 0 });
    try {
      const answer = await sendCsv(file, token, (percent) =>
        setState({ status: 'sending', percent }),
      );
      if (answer.status === 200) {
        setState({ status: 'done', message: answer.body.message ?? '' });
        onImported();
      } else
        setState({
          status: 'failed',
          message: answer.body.message ?? M.importFailed,
          problems: answer.body.errors ?? [],
        });
    } catch {
      setState({ status: 'failed', message: M.importFailed, problems: [] });
    }
  }

  const sending = state.status === 'sending';
  return (
    <section className="sf-catalogue-file" aria-label={M.catalogueFile}>
      <div className="sf-catalogue-file-actions">
        <Button variant="secondary" onPress={() => void exportCsv()} isDisabled={exporting}>
          {exporting ? M.exporting : M.exportCsv}
        </Button>
        <FileTrigger
          acceptedFileTypes={['text/csv', '.csv']}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) void importCsv(file);
          }}
        >
          <Button variant="secondary" isDisabled={sending}>
            {M.importCsv}
          </Button>
        </FileTrigger>
      </div>
      <div aria-live="polite">
        {state.status === 'sending' ? (
          <p>
            <progress max={100} value={state.percent} aria-label={M.importCsv} />{' '}
            {state.percent < 100 ? M.importing(state.percent) : M.checking}
          </p>
        ) : null}
        {state.status === 'done' ? <Alert tone="success">{state.message}</Alert> : null}
        {exportError ? <Alert tone="danger">{M.exportFailed}</Alert> : null}
      </div>
      {state.status === 'failed' ? (
        <Alert tone="danger">
          <p>{state.message}</p>
          {state.problems.length ? (
            <ul className="sf-catalogue-file-problems">
              {state.problems.map((problem) => (
                <li key={`${problem.line}-${problem.path}-${problem.message}`}>
                  {M.rowProblem(problem.line, problem.path, problem.message)}
                </li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
    </section>
  );
}
