import { createStore, type StoreApi } from 'zustand/vanilla';
import { useEventSessionStore, type EventSessionStore } from '../../session';

/**
 * Where the 3D screens and their DOM players meet. The players are ordinary DOM elements (a
 * <video>, or a YouTube/Vimeo/Twitch iframe) in a layer behind the world's canvas; each screen's
 * face is drawn as a transparent hole in the canvas, and every frame the 3D side lays the
 * screen's player box exactly over where the face is on screen (a CSS matrix3d). So people and
 * things in front of a screen hide it, as they should.
 *
 * One layer per event session: the 3D side (inside the Canvas) makes the container and places
 * the boxes; the DOM side renders the players into it and registers their boxes and media.
 */
interface VideoLayerState {
  /** The element behind the canvas that holds the players; null until the 3D side made it. */
  container: HTMLElement | null;
  /** The screen shown filling the view ('Focus video'), or null. */
  focused: string | null;
}

export interface VideoLayer {
  store: StoreApi<VideoLayerState>;
  /** Each screen's player box (1080 x 720 CSS px before its transform), by screen id. */
  boxes: Map<string, HTMLElement>;
  /** Each screen's media element (HTMLMediaElement or a player element with its API). */
  media: Map<string, HTMLVideoElement>;
}

const layers = new WeakMap<EventSessionStore, VideoLayer>();

/** The video layer of an event session (made on first use, gone with the session). */
function videoLayerOf(session: EventSessionStore): VideoLayer {
  let layer = layers.get(session);
  if (!layer) {
    layer = {
      store: createStore<VideoLayerState>()(() => ({ container: null, focused: null })),
      boxes: new Map(),
      media: new Map(),
    };
    layers.set(session, layer);
  }
  return layer;
}

export function useVideoLayer(): VideoLayer {
  return videoLayerOf(useEventSessionStore());
}
