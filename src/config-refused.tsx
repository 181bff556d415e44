import { useEffect } from 'react';
import { BUILD_VERSION } from '../api/domain';
import { startUp as startUpCopy } from '../copy/ours/start-up';
import { useRefusedPage } from './refused-page';

/** Shown instead of the app when the config is unsafe (issue 8 item 10): never a blank page. */
export default function ConfigRefused({ problems }: { problems: string[] }) {
  // Reported with whatever error-reporting key the refused config holds (src/observability).
  useEffect(() => {
    void import('./observability/start-up').then(
      (m) => m.reportRefusedConfig(problems),
      () => {},
    );
  }, [problems]);
  useRefusedPage(startUpCopy.refusedTitle);
  return (
    <div className="app">
      <div className="app-body">
        <main className="page" aria-labelledby="config-refused-title">
          <h1 id="config-refused-title">{startUpCopy.refusedTitle}</h1>
          <p>{startUpCopy.refusedBody}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          <p>{startUpCopy.build(BUILD_VERSION)}</p>
        </main>
      </div>
    </div>
  );
}
