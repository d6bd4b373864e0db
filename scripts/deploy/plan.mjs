// What `npm run deploy` needs and what a deployment without each optional service loses. Pure
// (reads only what it is given), so scripts/deploy/plan.test.ts can check every refusal.

/** What audio-getIceServers needs to mint TURN credentials (functions/src/audio/turnConfig.ts). */
const TURN_KEYS = ['TURN_URLS', 'TURN_SECRET'];

/** The flag by which the operator accepts peer-to-peer voice without TURN. */
export const WITHOUT_TURN_FLAG = '--without-turn';

/** Optional services: the variables that switch each on and what happens without them. */
export const OPTIONAL_SERVICES = [
  {
    name: 'LiveKit (voice at scale)',
    where: 'functions',
    keys: ['LIVEKIT_URL', 'LIVEKIT_API_KEY', 'LIVEKIT_API_SECRET'],
    without: 'voice runs peer-to-peer (fine for small groups); audio-getToken says so',
  },
  {
    name: 'TURN (peer-to-peer voice across the internet)',
    where: 'functions',
    keys: TURN_KEYS,
    without:
      'peer-to-peer voice connects only where the browsers reach each other directly (one ' +
      'machine, a LAN, some open networks); the LiveKit engine falls back to peer-to-peer when ' +
      'it is full or unconfigured',
  },
  {
    name: 'SMTP (invitation e-mails)',
    where: 'functions',
    // functions/src/invites/mailConfig.ts also takes SMTP_HOST/SMTP_PORT/SMTP_USER/SMTP_PASS
    // instead of SMTP_URL; the plan checks the URL form the README documents.
    keys: ['SMTP_URL', 'SMTP_FROM', 'APP_URL'],
    without: 'invites can be generated but sending one fails, naming the variables to set',
  },
  {
    name: 'Sentry (functions errors)',
    where: 'functions',
    keys: ['SENTRY_DSN'],
    without: 'unexpected errors are only in Cloud Logging',
  },
  {
    name: 'Sentry (browser errors)',
    where: 'spa',
    keys: ['VITE_SENTRY_DSN'],
    without: 'browser errors are only in the console; the SDK is never loaded',
  },
  {
    name: 'Stripe (billing)',
    where: 'functions',
    keys: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
    without:
      "the billing calls answer billing_not_configured and Stripe's events are refused; voice keeps its free quota",
  },
  {
    name: 'Stripe (card form)',
    where: 'spa',
    keys: ['VITE_STRIPE_PUBLISHABLE_KEY'],
    without: 'the card form says it is not configured, so no card can be added',
  },
];

/** The project id named by --project, FIREBASE_PROJECT or the web config, whichever exists. */
function projectIdOf(args, env, config) {
  const flag = args.indexOf('--project');
  return (flag >= 0 ? args[flag + 1] : undefined) ?? env.FIREBASE_PROJECT ?? config?.projectId;
}

/**
 * The SPA's voice engine: createEngine.ts builds LiveKit only for exactly 'livekit' and
 * peer-to-peer for anything else (unset, 'p2p', or an unknown name, with a console warning).
 */
function voiceEngineOf(spaEnv) {
  return spaEnv.VITE_VOICE_ENGINE?.trim() === 'livekit' ? 'livekit' : 'p2p';
}

/**
 * Peer-to-peer voice is the SPA's engine and the functions have no TURN: a refusal, or with
 * --without-turn a caution. Null otherwise (TURN configured, or LiveKit carries the voice and
 * TURN stays an optional service for its fallback).
 */
function turnCheck(args, spaEnv, functionsEnv, projectId) {
  if (voiceEngineOf(spaEnv) !== 'p2p') return null;
  if (TURN_KEYS.every((key) => functionsEnv?.[key]?.trim())) return null;
  // With STUN alone (STUN_URLS, or the TURN host's when TURN_SECRET is missing) some pairs of
  // home routers do connect, so say what fails rather than 'everything'.
  const stun = functionsEnv?.STUN_URLS?.trim() || functionsEnv?.TURN_URLS?.trim();
  const consequence = stun
    ? 'with STUN alone, voice connects across the internet only where both routers allow a ' +
      'direct path: behind carrier-grade or symmetric NAT, or a firewall that allows only web ' +
      'traffic, people will not hear each other.'
    : 'the browsers get no STUN or TURN server, so voice will not connect across the internet. ' +
      'Two people at home behind ordinary routers will not hear each other; only people on the ' +
      'same network will.';
  const problem =
    'Voice is peer-to-peer (VITE_VOICE_ENGINE is not "livekit") and ' +
    `functions/.env.${projectId} sets no TURN server (TURN_URLS and TURN_SECRET): ${consequence}`;
  if (args.includes(WITHOUT_TURN_FLAG)) {
    return { caution: `${problem} Deploying anyway, as ${WITHOUT_TURN_FLAG} asks.` };
  }
  return {
    error:
      `${problem} Run a TURN server (coturn, or a hosted TURN service with the TURN REST API's ` +
      'shared secret) and set TURN_URLS and TURN_SECRET in that file: README.md, section ' +
      `"TURN for peer-to-peer voice". To deploy voice for one network only, pass ${WITHOUT_TURN_FLAG}.`,
  };
}

/**
 * Checks a deployment before anything is built. `spaEnv`: the SPA's variables (the process and
 * .env.production files); `functionsEnv`: functions/.env.<project>, or null when that file does
 * not exist. Returns the project id, the refusals (errors), the degradations (warnings) and the
 * risks a flag accepted (cautions).
 */
export function planDeploy({ args = [], spaEnv = {}, functionsEnv = null }) {
  const errors = [];
  const warnings = [];
  const cautions = [];
  let config = null;
  const raw = spaEnv.VITE_FIREBASE_CONFIG?.trim();
  if (!raw) {
    errors.push(
      'VITE_FIREBASE_CONFIG is not set. Put the web app config of your Firebase project ' +
        '(Project settings > Your apps > SDK setup and configuration, as JSON) in ' +
        '.env.production.local or the environment. Without it the build talks to the local ' +
        'emulators.',
    );
  } else {
    try {
      config = JSON.parse(raw);
    } catch {
      errors.push('VITE_FIREBASE_CONFIG is not valid JSON.');
    }
    for (const key of ['apiKey', 'authDomain', 'projectId', 'storageBucket']) {
      if (config && !config[key]) errors.push(`VITE_FIREBASE_CONFIG lacks "${key}".`);
    }
  }
  const projectId = projectIdOf(args, spaEnv, config);
  if (!projectId) {
    errors.push('No project id: pass --project <id> or set FIREBASE_PROJECT.');
  } else if (projectId.startsWith('demo-')) {
    errors.push(`"${projectId}" is an emulator-only demo project; it cannot be deployed.`);
  } else if (config?.projectId && config.projectId !== projectId) {
    errors.push(
      `--project ${projectId} differs from VITE_FIREBASE_CONFIG's projectId ` +
        `(${config.projectId}): the SPA would talk to another project.`,
    );
  }
  // Checked once the project, and so the functions' env file, is known (and deployable).
  const deployable = projectId && !projectId.startsWith('demo-');
  const turn = deployable ? turnCheck(args, spaEnv, functionsEnv, projectId) : null;
  if (turn?.error) errors.push(turn.error);
  if (turn?.caution) cautions.push(turn.caution);
  for (const service of OPTIONAL_SERVICES) {
    const source = service.where === 'spa' ? spaEnv : (functionsEnv ?? {});
    if (service.keys.every((key) => source[key]?.trim())) continue;
    const file = service.where === 'spa' ? '.env.production.local' : `functions/.env.${projectId}`;
    warnings.push(
      `${service.name}: ${service.keys.join(', ')} not set in ${file}: ${service.without}.`,
    );
  }
  // firebase.json's CSP allows LiveKit Cloud and frames the global-audio page only in the app.
  const liveKit = spaEnv.VITE_LIVEKIT_URL?.trim();
  if (liveKit && !/^wss:\/\/[^/]+\.livekit\.cloud(\/|$)/.test(liveKit)) {
    warnings.push(
      `VITE_LIVEKIT_URL (${liveKit}) is not on livekit.cloud: add its wss:// and https:// ` +
        "origins to connect-src in firebase.json's Content-Security-Policy.",
    );
  }
  if (spaEnv.VITE_GLOBAL_AUDIO_PARENT_ORIGINS?.trim()) {
    warnings.push(
      'VITE_GLOBAL_AUDIO_PARENT_ORIGINS is set: add those origins to frame-ancestors of ' +
        '/event-global-audio/** in firebase.json, or the browser refuses the frame.',
    );
  }
  return { projectId, errors, warnings, cautions };
}
