/** Whether this browser can record a stream (MediaRecorder: every current browser). */
export function recordingSupported(): boolean {
  return typeof MediaRecorder !== 'undefined';
}

/**
 * Records `stream` for `ms` and resolves with the recording. Rejects when the recorder fails,
 * or with an AbortError when `signal` aborts (the dialog closed mid-recording); the recorder is
 * stopped either way, the stream's tracks are left to their owner.
 */
export function recordClip(stream: MediaStream, ms: number, signal: AbortSignal): Promise<Blob> {
  return new Promise<Blob>((resolve, reject) => {
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    let aborted = false;
    const abort = () => {
      aborted = true;
      clearTimeout(timer);
      if (recorder.state !== 'inactive') recorder.stop();
      reject(new DOMException('The recording was stopped.', 'AbortError'));
    };
    signal.addEventListener('abort', abort, { once: true });
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      signal.removeEventListener('abort', abort);
      if (aborted) return;
      if (chunks.length === 0) reject(new Error('nothing was recorded.'));
      else resolve(new Blob(chunks, { type: recorder.mimeType }));
    };
    recorder.onerror = (event) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
      const error = (event as Event & { error?: unknown }).error;
      reject(error instanceof Error ? error : new Error('the recorder stopped.'));
    };
    // Throws (rejecting the promise) when the stream cannot be recorded; then no timer runs.
    recorder.start();
    // Declared last: the handlers above that clear it run only after this line.
    const timer = setTimeout(() => recorder.stop(), ms);
  });
}
