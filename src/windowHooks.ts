/**
 * The handles on `window` that builds with test hooks expose (data/testHooks.ts), typed once for
 * the app that writes them and the end-to-end tests and benchmarks that read them. Types only:
 * nothing here reaches a bundle, so a production build still compiles every hook out. Every
 * field is optional: a production build has none of them, and each appears only once its
 * module or component has run.
 */
import type { ChatTestHandle } from './features/chat/chatTestHook';
import type { VideoTestHandle } from './features/objects/video/VideoTestHook';
import type { VoiceTestHandle } from './features/voice/devVoiceHandle';
import type { WorldDebugHandle } from './features/world/DebugHandle';
import type { PositionLagHandle } from './features/world/sync/positionLag';
import type { ReadMeterHandle } from './data/readMeter';

declare global {
  interface Window {
    /** The world's figures, also in the walk-path build (features/world/DebugHandle.tsx). */
    __menagerie?: WorldDebugHandle;
    /** The voice engine's figures (features/voice/devVoiceHandle.ts). */
    __menagerieVoice?: VoiceTestHandle;
    /** Each video screen's player, and a forged play/pause (VideoTestHook.tsx). */
    __menagerieVideo?: VideoTestHandle;
    /** How late others' positions arrive (features/world/sync/positionLag.ts). */
    __menagerieLag?: PositionLagHandle;
    /** What the chat listener delivered (features/chat/chatTestHook.ts). */
    __menagerieChat?: ChatTestHandle;
    /** Firestore documents read, by meter (data/readMeter.ts). */
    __menagerieReads?: ReadMeterHandle;
    /**
     * Set by an e2e test before the page loads (e2e/voice/stage-voice.spec.ts); read by test builds
     * only (features/voice/voiceLimits.ts), which check that it is a number.
     */
    __menagerieVoiceLimits?: { stageBudget?: unknown };
    /**
     * Set by an e2e test before the page loads (e2e/voice/share-voice.spec.ts); read by test
     * builds only (features/objects/video/share/shareBudget.ts), which check that it is a number.
     */
    __menagerieShareBudget?: unknown;

    // Test-only values that the e2e tests put on the page themselves (init scripts and
    // page.evaluate), never set by the app.
    /** Voice badge texts seen, in order (e2e/own-events/people-audio.spec.ts). */
    __badgeTexts?: string[];
    /** Guide lines seen and when (performance.now), in order (e2e/own-events/objects-npc.spec.ts). */
    __npcLines?: { text: string; at: number }[];
    /** When 'Begin' was pressed and each avatar caption appeared (e2e/beside-voice/admin-assets.spec.ts). */
    __avatarClock?: { began: number; shown: number[] };
    /** WebGL instanced draw calls and instances counted so far (e2e/pixels.ts). */
    __e2eInstancedDraws?: { calls: number; instances: number };
    /** Whether the faked microphone is "plugged in" (e2e/voice/voice.spec.ts). */
    micPluggedIn?: boolean;
  }
}
