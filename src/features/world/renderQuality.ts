/**
 * How much drawing the world asks of the machine. With a GPU it draws sharp and smooth; on a
 * software renderer (no GPU, or a GPU the browser blocklists: Chrome then runs WebGL on
 * SwiftShader, Firefox on llvmpipe) every pixel costs CPU: measured on 2 cores, one world at
 * full quality drew 11 frames a second and kept both cores busy, and three worlds drew 2 each.
 * There it draws a quarter of the pixels (the cost follows the pixel count: halving the ratio
 * halved it), without multisampling, at most 30 frames a second while anything moves and 1
 * while nothing does (worldActivity.ts: a change no motion shows, such as someone speaking or
 * arriving, is drawn at once), and samples the floor's texture once per pixel instead of
 * anisotropically: the floor fills most of the screen, and with 4 samples it took a fifth of a
 * software frame (SwiftShader, 480 x 300: 34 ms a frame, 27 with one sample).
 */
export interface RenderQuality {
  /** The renderer's own name, or null when it does not say. */
  renderer: string | null;
  software: boolean;
  antialias: boolean;
  /** Device pixel ratio: a fixed value or the [min, max] range r3f clamps the screen's to. */
  dpr: number | [number, number];
  /** Frames a second at most; null leaves it to the display (requestAnimationFrame). */
  maxFps: number | null;
  /** Frames a second while nothing moves (worldActivity.ts), when maxFps is set. */
  idleFps: number;
  /** Texture samples per pixel for the floor seen at a slant (1 = no anisotropic filtering). */
  anisotropy: number;
}

const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|software|basic render driver/i;

/**
 * A software renderer's frames a second while anything moves. The test build sets fewer
 * (VITE_SOFTWARE_MAX_FPS in .env.e2e): its browsers are all software-rendered, several worlds
 * share two cores, and what the tests check (who is where, what is drawn) needs no smooth motion.
 */
const SOFTWARE_MAX_FPS = Number(import.meta.env.VITE_SOFTWARE_MAX_FPS) || 30;

/** The quality for a renderer name (as WebGL reports it). */
export function renderQualityFor(renderer: string | null): RenderQuality {
  const software = renderer !== null && SOFTWARE_RENDERERS.test(renderer);
  return software
    ? {
        renderer,
        software,
        antialias: false,
        dpr: 0.5,
        maxFps: SOFTWARE_MAX_FPS,
        idleFps: 1,
        anisotropy: 1,
      }
    : { renderer, software, antialias: true, dpr: [1, 2], maxFps: null, idleFps: 1, anisotropy: 4 };
}

/** Asks WebGL which renderer this browser would use, with a throwaway context. */
function probeRenderer(): string | null {
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!gl) return null;
    // Chrome and Firefox say the unmasked name through RENDERER itself now; older browsers
    // only through the debug extension.
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return name || null;
  } catch {
    return null;
  }
}

let detected: RenderQuality | null = null;

/** The quality for this browser, probed once per page. */
export function detectRenderQuality(): RenderQuality {
  detected ??= renderQualityFor(probeRenderer());
  return detected;
}
