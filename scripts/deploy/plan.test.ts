import { describe, expect, it } from 'vitest';
import { planDeploy } from './plan.mjs';

const CONFIG = JSON.stringify({
  apiKey: 'key',
  authDomain: 'menagerie-prod.firebaseapp.com',
  projectId: 'menagerie-prod',
  storageBucket: 'menagerie-prod.appspot.com',
});

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
      functionsEnv: { LIVEKIT_URL: 'wss://x', LIVEKIT_API_KEY: 'k', LIVEKIT_API_SECRET: 's' },
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
});
