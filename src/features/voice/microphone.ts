import { VOICE_ERROR_TEXT } from '../../domain/voice';

/** Where the join form remembers the 'Microphone Input' choice ('' = default device). */
export const MICROPHONE_KEY = 'menagerie:microphone';

export type MicrophoneProblem = 'permission' | 'notFound' | 'other';

export class MicrophoneError extends Error {
  constructor(
    readonly problem: MicrophoneProblem,
    message: string,
  ) {
    super(message);
  }
}

export function rememberedMicrophone(): string {
  try {
    return localStorage.getItem(MICROPHONE_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberMicrophone(deviceId: string): void {
  try {
    if (deviceId) localStorage.setItem(MICROPHONE_KEY, deviceId);
    else localStorage.removeItem(MICROPHONE_KEY);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
}

/**
 * Opens the microphone: mono, with echo cancellation and noise suppression (voices come out of
 * speakers next to the mic). A rejected permission forgets the remembered device, so the next
 * attempt starts from the default one.
 */
export async function openMicrophone(deviceId: string): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) {
    throw new MicrophoneError('notFound', VOICE_ERROR_TEXT.microphoneNotFound);
  }
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: {
        deviceId: deviceId ? { exact: deviceId } : undefined,
        channelCount: 1,
        echoCancellation: true,
        noiseSuppression: true,
      },
    });
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    if (name === 'NotAllowedError' || name === 'SecurityError') {
      rememberMicrophone('');
      throw new MicrophoneError('permission', VOICE_ERROR_TEXT.microphonePermission);
    }
    if (name === 'NotFoundError' || name === 'OverconstrainedError') {
      throw new MicrophoneError('notFound', VOICE_ERROR_TEXT.microphoneNotFound);
    }
    throw new MicrophoneError('other', error instanceof Error ? error.message : String(error));
  }
}

/** The audio inputs the browser lists (labels appear once permission is granted). */
export async function listMicrophones(): Promise<MediaDeviceInfo[]> {
  const devices = (await navigator.mediaDevices?.enumerateDevices()) ?? [];
  return devices.filter((device) => device.kind === 'audioinput');
}
