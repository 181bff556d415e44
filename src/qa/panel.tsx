import { useEffect, useId, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { camelKey } from '../../api/case';
import { WIRE_PENDING_FIELDS } from '../../api/sandbox/reference-data';
import {
  REPLAY_LAYOUTS,
  type ReplayPath,
  replayFromReport,
  unplayable,
} from '../../api/sandbox/replay';
import { DEFAULT_SCENARIO, SCENARIO_NAMES } from '../../api/sandbox/scenarios';
import { DEFAULT_FEATURE_FLAGS } from '../../api/sandbox/state';
import {
  EMAIL_VERIFICATION_STATUSES,
  KYC_FAILURE_REASONS,
  REGISTRATION_STATUSES,
  SUSPENSION_TYPES,
} from '../../api/statuses';
import { qa } from '../../copy/ours/qa';
import type { EntryParams } from '../entry';
import { CheckboxField } from '../ui/field';
import { SelectField } from '../ui/select-field';
import { type ChartRow, chartRows } from './chart';
import panelCss from './panel.css?inline';
import type { QaRecorder } from './recorder';
import { forgetSandboxSession, replayUrl, scenarioUrl } from './urls';

/**
 * The QA panel (issue 15 items 1 to 3, issue 16 item 5; docs/qa-guide.md), shown with the sandbox
 * only: play a named scenario or any registration-status path (status, failure reason, pending
 * fields, suspension, flags, layout: the lists come from the contract's enumerations and the
 * sandbox's wire fields, not from a hand-kept list), replay an error report's trail, watch the
 * machines live in the page, and open the Stately inspector from a click.
 */
export interface QaPanelProps {
  recorder: QaRecorder;
  entry: EntryParams;
  storage: Storage | null;
  playing: string;
  replay: ReplayPath | null;
  open: boolean;
  navigate?: (url: string) => void;
}

/** A scenario name the sandbox does not know (it plays the default instead), or null. */
const unknownScenarioOf = ({ playing, replay }: Pick<QaPanelProps, 'playing' | 'replay'>) =>
  replay || SCENARIO_NAMES.includes(playing) ? null : playing;

export function mountQaPanel(props: QaPanelProps): () => void {
  const unknown = unknownScenarioOf(props);
  // A typo would otherwise play the happy path as if it were the scenario asked for (QA 14).
  if (unknown) console.warn(qa.unknownScenario(unknown, DEFAULT_SCENARIO));
  adoptStyles(panelCss);
  const host = document.createElement('div');
  host.id = 'qa-tools-root';
  document.body.append(host);
  const root = createRoot(host);
  root.render(<QaPanel {...props} open={props.open || unknown !== null} />);
  return () => {
    root.unmount();
    host.remove();
  };
}

/**
 * The panel's styles as a constructed stylesheet: a lazy chunk brings no CSS file of its own
 * (vite.config.ts, plainDynamicImports), and a constructed sheet needs no inline `<style>`, which
 * a strict Content-Security-Policy would refuse.
 */
function adoptStyles(css: string) {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    // An old browser without constructed sheets: the panel works unstyled.
  }
}

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function QaPanel(props: QaPanelProps) {
  const [open, setOpen] = useState(props.open);
  const panelId = useId();
  const go = (url: string) => {
    forgetSandboxSession(props.storage);
    (props.navigate ?? ((to: string) => window.location.assign(to)))(url);
  };
  return (
    <aside aria-label={qa.landmark} className="qa-tools">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {qa.toggle}
      </button>
      {open ? (
        <div id={panelId} className="qa-panel">
          <h2>{qa.title}</h2>
          <p>
            {unknownScenarioOf(props)
              ? qa.unknownScenario(props.playing, DEFAULT_SCENARIO)
              : qa.playing(props.playing)}
          </p>
          <ScenarioSection entry={props.entry} go={go} />
          <PathSection entry={props.entry} go={go} />
          <ReportSection entry={props.entry} go={go} />
          <MachinesSection recorder={props.recorder} />
          <InspectorSection recorder={props.recorder} />
          <section aria-labelledby={`${panelId}-reset`}>
            <h3 id={`${panelId}-reset`}>{qa.resetSection}</h3>
            <button
              type="button"
              onClick={() =>
                go(scenarioUrl(props.entry, 'happy-path', props.entry.renderMobileLayout))
              }
            >
              {qa.reset}
            </button>
          </section>
        </div>
      ) : null}
    </aside>
  );
}

interface GoProps {
  entry: EntryParams;
  go: (url: string) => void;
}

function ScenarioSection({ entry, go }: GoProps) {
  const id = useId();
  const [name, setName] = useState(
    entry.sandboxScenario && SCENARIO_NAMES.includes(entry.sandboxScenario)
      ? entry.sandboxScenario
      : DEFAULT_SCENARIO,
  );
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{qa.scenarioSection}</h3>
      <SelectField
        name="qa-scenario"
        label={qa.scenario}
        value={name}
        options={options(SCENARIO_NAMES)}
        onValueChange={setName}
        autoComplete="off"
      />
      <button type="button" onClick={() => go(scenarioUrl(entry, name, entry.renderMobileLayout))}>
        {qa.playScenario}
      </button>
    </section>
  );
}

function PathSection({ entry, go }: GoProps) {
  const id = useId();
  const [status, setStatus] = useState<string>('created');
  const [reason, setReason] = useState('');
  const [emailStatus, setEmailStatus] = useState<string>('VERIFIED');
  const [pending, setPending] = useState<Set<string>>(new Set());
  const [duplicate, setDuplicate] = useState(false);
  const [suspension, setSuspension] = useState('');
  const [flags, setFlags] = useState<Record<string, boolean>>({ ...DEFAULT_FEATURE_FLAGS });
  const [layout, setLayout] = useState<string>(entry.renderMobileLayout ? 'mobileWeb' : 'web');
  const path: ReplayPath = {
    steps: [
      {
        status: status as ReplayPath['steps'][0]['status'],
        emailVerificationStatus: emailStatus as ReplayPath['steps'][0]['emailVerificationStatus'],
        kycFailureReason: reason || null,
        pendingFields: Object.fromEntries(
          [...pending].map((field) => [
            camelKey(field),
            field === 'onboarding_promotion_ids' ? ['promo-1', 'promo-2'] : true,
          ]),
        ),
        pendingPolicies: [],
        pendingKycProviders: [],
        executedKycProviders: [],
        isDuplicateUser: duplicate,
      },
    ],
    featureFlags: flags,
    suspension: (suspension || null) as ReplayPath['suspension'],
    layout: layout as ReplayPath['layout'],
  };
  const url = replayUrl(entry, path);
  const toggle = (field: string, on: boolean) => {
    const next = new Set(pending);
    if (on) next.add(field);
    else next.delete(field);
    setPending(next);
  };
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{qa.pathSection}</h3>
      <div className="qa-fields">
        <SelectField
          name="qa-status"
          label={qa.status}
          value={status}
          options={options(REGISTRATION_STATUSES)}
          onValueChange={setStatus}
          autoComplete="off"
        />
        <SelectField
          name="qa-reason"
          label={qa.failureReason}
          value={reason}
          placeholder={qa.noReason}
          options={options(KYC_FAILURE_REASONS)}
          onValueChange={setReason}
          autoComplete="off"
        />
        <SelectField
          name="qa-email-status"
          label={qa.emailStatus}
          value={emailStatus}
          options={options(EMAIL_VERIFICATION_STATUSES)}
          onValueChange={setEmailStatus}
          autoComplete="off"
        />
        <SelectField
          name="qa-suspension"
          label={qa.suspension}
          value={suspension}
          placeholder={qa.noSuspension}
          options={options(SUSPENSION_TYPES)}
          onValueChange={setSuspension}
          autoComplete="off"
        />
        <SelectField
          name="qa-layout"
          label={qa.layout}
          value={layout}
          options={REPLAY_LAYOUTS.map((value) => ({ value, label: qa.layouts[value] ?? value }))}
          onValueChange={setLayout}
          hint={qa.nativeNote}
          autoComplete="off"
        />
      </div>
      <fieldset>
        <legend>{qa.pendingFields}</legend>
        <div className="qa-fields">
          {WIRE_PENDING_FIELDS.map((field) => (
            <CheckboxField
              key={field}
              name={`qa-pending-${field}`}
              label={field}
              checked={pending.has(field)}
              onCheckedChange={(on) => toggle(field, on)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{qa.flags}</legend>
        {Object.keys(flags).map((flag) => (
          <CheckboxField
            key={flag}
            name={`qa-flag-${flag}`}
            label={flag}
            checked={flags[flag] ?? false}
            onCheckedChange={(on) => setFlags({ ...flags, [flag]: on })}
          />
        ))}
      </fieldset>
      <CheckboxField
        name="qa-duplicate"
        label={qa.duplicate}
        checked={duplicate}
        onCheckedChange={setDuplicate}
      />
      <button type="button" onClick={() => go(url)}>
        {qa.replayPath}
      </button>
      <p>
        <a href={url}>{qa.link}</a>
      </p>
    </section>
  );
}

function ReportSection({ entry, go }: GoProps) {
  const id = useId();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [message, setMessage] = useState('');
  const replay = () => {
    const found = replayFromReport(text);
    if (!found) {
      setMessage(qa.noTrail);
      return;
    }
    const left = found.path.steps.flatMap(unplayable);
    setMessage(
      [
        qa.reportPath(
          found.path.steps.map((step) => step.status),
          found.page,
        ),
        left.length > 0 ? qa.leftOut(left) : '',
      ].join(' '),
    );
    go(replayUrl(entry, found.path));
  };
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{qa.reportSection}</h3>
      <div className="field">
        <label htmlFor={fieldId}>{qa.report}</label>
        <textarea
          id={fieldId}
          name="qa-report"
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <button type="button" onClick={replay}>
        {qa.replayReport}
      </button>
      <p role="status">{message}</p>
    </section>
  );
}

function useRecorder(recorder: QaRecorder) {
  const [, setTick] = useState(0);
  useEffect(() => recorder.subscribe(() => setTick((tick) => tick + 1)), [recorder]);
}

function MachinesSection({ recorder }: { recorder: QaRecorder }) {
  const id = useId();
  useRecorder(recorder);
  const actors = recorder.actors();
  const events = recorder.events();
  const [charted, setCharted] = useState('');
  // The tree: each actor names the actor that spawned or invoked it.
  const parentName = (parentId: string | null) => {
    const parent = actors.find((row) => row.sessionId === parentId);
    return parent ? parent.name : '';
  };
  const chartedActor =
    actors.find((row) => row.sessionId === charted) ??
    actors.find((row) => row.systemId === 'onboarding');
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{qa.machinesSection}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">{qa.actor}</th>
            <th scope="col">{qa.machine}</th>
            <th scope="col">{qa.state}</th>
            <th scope="col">{qa.actorStatus}</th>
            <th scope="col">{qa.parent}</th>
          </tr>
        </thead>
        <tbody>
          {actors.map((row) => (
            <tr key={row.sessionId}>
              <td>{row.name}</td>
              <td>{row.machine}</td>
              <td>
                <code>{row.state}</code>
              </td>
              <td>{row.status}</td>
              <td>{parentName(row.parentId)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {chartedActor ? (
        <>
          <SelectField
            name="qa-chart"
            label={qa.chartPick}
            value={chartedActor.sessionId}
            options={actors.map((row) => ({
              value: row.sessionId,
              label: `${row.name} (${row.machine})`,
            }))}
            onValueChange={setCharted}
            autoComplete="off"
          />
          <h4 id={`${id}-chart`}>{qa.chartOf(chartedActor.machine)}</h4>
          <ul className="qa-chart" aria-labelledby={`${id}-chart`}>
            <ChartLevel rows={chartRows(chartedActor.ref)} parent={null} />
          </ul>
        </>
      ) : null}
      <h4>{qa.events(events.length)}</h4>
      {events.length === 0 ? (
        <p>{qa.noEvents}</p>
      ) : (
        <ol className="qa-events">
          {events.map((event) => (
            <li key={event.seq} value={event.seq}>
              {event.actor}: {event.type} {event.payload}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** One level of a chart: its states, each with the states nested in it as a list of their own. */
function ChartLevel({ rows, parent }: { rows: ChartRow[]; parent: string | null }) {
  return rows
    .filter((row) => row.parent === parent)
    .map((row) => {
      const children = rows.some((child) => child.parent === row.id);
      return (
        <li key={row.id} aria-current={row.active ? 'true' : undefined}>
          {row.key}
          {row.active ? ` ${qa.activeState}` : ''}
          {row.transitions.length > 0 ? (
            <code>
              {' '}
              {row.transitions
                .map((t) => `${t.event}${t.targets.length ? ` → ${t.targets.join(', ')}` : ''}`)
                .join('; ')}
            </code>
          ) : null}
          {children ? (
            <ul className="qa-chart">
              <ChartLevel rows={rows} parent={row.id} />
            </ul>
          ) : null}
        </li>
      );
    });
}

type InspectorState = 'closed' | 'opened' | 'connected' | 'blocked' | 'unreachable';

function InspectorSection({ recorder }: { recorder: QaRecorder }) {
  const id = useId();
  const [state, setState] = useState<InspectorState>('closed');
  const open = async () => {
    const { openQaInspector } = await import('../inspector');
    let connected = false;
    const inspector = openQaInspector(() => {
      connected = true;
      setState('connected');
    });
    if (!inspector.opened) {
      setState('blocked');
      return;
    }
    recorder.forward(inspector.inspect);
    setState('opened');
    setTimeout(() => {
      if (!connected) setState('unreachable');
    }, 15_000);
  };
  const words: Record<InspectorState, string> = {
    closed: '',
    opened: qa.inspectorOpened,
    connected: qa.inspectorConnected,
    blocked: qa.inspectorBlocked,
    unreachable: qa.inspectorUnreachable,
  };
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{qa.inspectorSection}</h3>
      <button type="button" onClick={() => void open()}>
        {qa.openInspector}
      </button>
      <p role="status">{words[state]}</p>
    </section>
  );
}
