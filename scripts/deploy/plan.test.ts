import { describe, expect, it } from 'vitest';
import { planDeploy, WITHOUT_TURN_FLAG } from './plan.mjs';

const CONFIG = JSON.stringify({
  apiKey: 'key',
  authDomain: 'menagerie-prod.firebaseapp.com',
  projectId: 'menagerie-prod',
  storageBucket: 'menagerie-prod.appspot.com',
});

const TURN = {
  TURN_URLS: 'turn:turn.example.org:3478?transport=udp,turn:turn.example.org:3478?transport=tcp',
  TURN_SECRET: 'a-long-random-secret',
};

describe('npm run deploy: the checks before building', () => {
  it('refuses without VITE_FIREBASE_CONFIG or a project id', () => {
    const { errors } = planDeploy({ spaEnv: {} });
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^VITE_FIREBASE_CONFIG is not set/);
    expect(errors[1]).toMatch(/^No project id/);
  });

  it('refuses a broken config, a demo project and a project other than the config names', () => {
    expect(planDeploy({ spaEnv: { VITE_FIREBASE_CONFIG: '{' } }).errors).toContain(
      'VITE_FIREBASE_CONFIG is not valid JSON.',
    );
    expect(
      planDeploy({ spaEnv: { VITE_FIREBASE_CONFIG: JSON.stringify({ projectId: 'p' }) } }).errors,
    ).toContain('VITE_FIREBASE_CONFIG lacks "apiKey".');
    expect(
      planDeploy({
        args: ['--project', 'demo-menagerie'],
        spaEnv: { VITE_FIREBASE_CONFIG: CONFIG },
      }).errors[0],
    ).toMatch(/emulator-only demo project/);
    expect(
      planDeploy({ args: ['--project', 'other'], spaEnv: { VITE_FIREBASE_CONFIG: CONFIG } })
        .errors[0],
    ).toMatch(/differs from VITE_FIREBASE_CONFIG's projectId/);
  });

  it('takes the project from the config and lists the optional services that are off', () => {
    const plan = planDeploy({
      spaEnv: { VITE_FIREBASE_CONFIG: CONFIG },
      functionsEnv: {
        LIVEKIT_URL: 'wss://x',
        LIVEKIT_API_KEY: 'k',
        LIVEKIT_API_SECRET: 's',
        ...TURN,
      },
    });
    expect(plan.projectId).toBe('menagerie-prod');
    expect(plan.errors).toEqual([]);
    expect(plan.warnings.map((w) => w.split(':')[0])).toEqual([
      'SMTP (invitation e-mails)',
      'Sentry (functions errors)',
      'Sentry (browser errors)',
      'Stripe (billing)',
      'Stripe (card form)',
    ]);
  });

  it('warns when the SPA points at hosts the CSP does not allow', () => {
    const { warnings } = planDeploy({
      spaEnv: { VITE_FIREBASE_CONFIG: CONFIG, VITE_LIVEKIT_URL: 'wss://voice.example.org' },
    });
    expect(warnings.at(-1)).toMatch(/^VITE_LIVEKIT_URL \(wss:\/\/voice.example.org\)/);
    const cloud = planDeploy({
      spaEnv: { VITE_FIREBASE_CONFIG: CONFIG, VITE_LIVEKIT_URL: 'wss://x.livekit.cloud' },
    });
    expect(cloud.warnings.some((w) => w.startsWith('VITE_LIVEKIT_URL'))).toBe(false);
  });

  describe('peer-to-peer voice without TURN', () => {
    const spaEnv = { VITE_FIREBASE_CONFIG: CONFIG };
    const TURN_SERVICE = 'TURN (peer-to-peer voice across the internet)';

    it('is refused, saying what fails and how to fix it', () => {
      for (const engine of [undefined, 'p2p', ' p2p ']) {
        const plan = planDeploy({
          spaEnv: { ...spaEnv, VITE_VOICE_ENGINE: engine },
          functionsEnv: { TURN_SECRET: TURN.TURN_SECRET },
        });
        expect(plan.errors, String(engine)).toHaveLength(1);
        const [error] = plan.errors;
        expect(error).toMatch(/will not connect across the internet/);
        expect(error).toMatch(/at home behind ordinary routers will not hear each other/);
        expect(error).toMatch(/functions\/\.env\.menagerie-prod/);
        expect(error).toMatch(/set TURN_URLS and TURN_SECRET/);
        expect(error).toMatch(/"TURN for peer-to-peer voice"/);
        expect(error).toContain(WITHOUT_TURN_FLAG);
        expect(plan.cautions).toEqual([]);
      }
      // No functions env file at all is the same refusal.
      expect(planDeploy({ spaEnv }).errors[0]).toMatch(/TURN_URLS and TURN_SECRET/);
      // STUN alone connects some pairs of routers, not all: still refused, saying which fail.
      const stunOnly = planDeploy({ spaEnv, functionsEnv: { STUN_URLS: 'stun:s.example:3478' } });
      expect(stunOnly.errors).toHaveLength(1);
      expect(stunOnly.errors[0]).toMatch(/with STUN alone.*carrier-grade or symmetric NAT/);
      expect(stunOnly.errors[0]).toMatch(/set TURN_URLS and TURN_SECRET/);
    });

    it(`deploys with ${WITHOUT_TURN_FLAG}, with a warning that says what is lost`, () => {
      const plan = planDeploy({ args: ['--without-turn'], spaEnv, functionsEnv: {} });
      expect(WITHOUT_TURN_FLAG).toBe('--without-turn');
      expect(plan.errors).toEqual([]);
      expect(plan.cautions).toHaveLength(1);
      expect(plan.cautions[0]).toMatch(/will not connect across the internet.*Deploying anyway/);
      expect(plan.warnings.map((w) => w.split(':')[0])).toContain(TURN_SERVICE);
    });

    it('deploys when TURN is configured, and lists TURN as an optional service otherwise', () => {
      const plan = planDeploy({ spaEnv, functionsEnv: TURN });
      expect(plan.errors).toEqual([]);
      expect(plan.cautions).toEqual([]);
      expect(plan.warnings.some((w) => w.startsWith(TURN_SERVICE))).toBe(false);
      // A blank secret is no TURN (the TURN host still answers STUN).
      const noSecret = planDeploy({ spaEnv, functionsEnv: { ...TURN, TURN_SECRET: ' ' } });
      expect(noSecret.errors).toHaveLength(1);
      expect(noSecret.errors[0]).toMatch(/with STUN alone/);
    });

    it('is no refusal for the LiveKit engine, whose fallback TURN still helps: a warning', () => {
      const plan = planDeploy({
        spaEnv: { ...spaEnv, VITE_VOICE_ENGINE: 'livekit' },
        functionsEnv: {},
      });
      expect(plan.errors).toEqual([]);
      expect(plan.cautions).toEqual([]);
      const turn = plan.warnings.find((w) => w.startsWith(TURN_SERVICE));
      expect(turn).toMatch(
        /^TURN .*: TURN_URLS, TURN_SECRET not set in functions\/\.env\.menagerie-prod/,
      );
    });

    it('is not checked for a project that cannot be deployed anyway', () => {
      const demo = planDeploy({ args: ['--project', 'demo-menagerie'], spaEnv });
      expect(demo.errors).toHaveLength(1);
      expect(demo.errors[0]).toMatch(/emulator-only demo project/);
    });
  });
});
