import { useEffect } from 'react';
import { BUILD_VERSION } from '../api/domain';
import { startUp as startUpCopy } from '../copy/ours/start-up';
import { RefusedPage } from './refused-page';

/** Shown instead of the app when the config is unsafe (issue 8 item 10): never a blank page. */
export default function ConfigRefused({ problems }: { problems: string[] }) {
  // Reported with whatever error-reporting key the refused config holds (src/observability).
  useEffect(() => {
    void import('./observability/start-up').then(
      (m) => m.reportRefusedConfig(problems),
      () => {},
    );
  }, [problems]);
  return (
    <RefusedPage title={startUpCopy.refusedTitle}>
      <p>{startUpCopy.refusedBody}</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <p>{startUpCopy.build(BUILD_VERSION)}</p>
    </RefusedPage>
  );
}
