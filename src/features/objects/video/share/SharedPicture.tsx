import { useEffect, useRef } from 'react';

interface SharedPictureProps {
  stream: MediaStream;
  /** The sharer's own preview is silent (they hear their tab already). */
  silent: boolean;
  /** A shared tab's sound at the screen's volume where the player stands (0..1). */
  volume: number;
}

/**
 * A share's picture in the screen's player box (where a video would play), so the world draws
 * it on the screen, and 'Focus' fills the view with it, exactly as with a video. A shared tab's
 * sound plays from it at the screen's volume, like a video's.
 */
export function SharedPicture({ stream, silent, volume }: SharedPictureProps) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = stream;
    void element.play().catch(() => undefined);
    return () => {
      element.srcObject = null;
    };
  }, [stream]);
  useEffect(() => {
    if (video.current) video.current.volume = Math.min(1, Math.max(0, volume));
  }, [volume]);
  return (
    // A live screen has no caption track; the screen's panel says who shares (ShareControls),
    // and the layer is inert: nothing in it is for the keyboard or screen readers.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      ref={video}
      className="video-layer__player video-layer__share"
      data-share="true"
      autoPlay
      playsInline
      muted={silent}
    />
  );
}
