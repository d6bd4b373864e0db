// Runs one command with the Stripe fake listening beside it, and stops the fake when the
// command ends (the fake lives in this process, so it cannot outlive the run):
//   node scripts/stripe-fake/with-fake.mjs npx firebase emulators:exec ...
// scripts/emulated.mjs and scripts/test.mjs wrap their emulator runs with it.
import { spawn } from 'node:child_process';
import { startStripeFake } from './server.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/stripe-fake/with-fake.mjs <command> [args...]');
  process.exit(2);
}

const fake = await startStripeFake();
const child = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', async (code, signal) => {
  await fake.close();
  process.exit(code ?? (signal ? 1 : 0));
});
