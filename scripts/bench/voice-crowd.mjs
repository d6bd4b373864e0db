// Peer connections held per client in a crowd. Twenty real browsers are too heavy for these
// machines, so the figures come from the in-memory protocol simulation that the crowd test runs
// (src/features/voice/p2p/peerManager.crowd.test.ts: every client's PeerManager and hearing plan,
// an in-memory network instead of Firestore and WebRTC). The test prints its figures when
// VOICE_CROWD_FIGURES is set; running it here keeps one simulation, not a copy.
import { spawn } from 'node:child_process';

const CROWD_TEST = 'src/features/voice/p2p/peerManager.crowd.test.ts';
const FIGURE_LINE = /^\d+ people over .*connections per client/;

/** Runs the crowd test (asynchronously: this process may be serving the bench build). */
function runCrowdTest() {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'unit', CROWD_TEST], {
      env: { ...process.env, VOICE_CROWD_FIGURES: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${CROWD_TEST} failed:\n${output}`)),
    );
  });
}

/** The crowd test's figure lines, e.g. '20 people over 8 m: connections per client max 8, ...'. */
export async function crowdConnectionFigures() {
  return (await runCrowdTest())
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => FIGURE_LINE.test(line));
}
