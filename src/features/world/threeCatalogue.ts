/**
 * The part of three.js that react-three-fiber may look up by name. r3f turns a JSX element
 * (`<mesh>`) into a class by looking it up in a catalogue, and its <Canvas> fills that
 * catalogue with `import * as THREE from 'three'`: the whole library (183 KB gzip) on every
 * visitor's walk path, though the world uses a small part of it. The build hands r3f this
 * module in place of 'three' (vite.config.ts, r3fThreeCatalogue), so the bundle keeps these
 * classes and whatever our own code imports by name, and drops the rest.
 *
 * Adding a three element to a scene's JSX means adding its class here; threeCatalogue.test.ts
 * fails until it is (the dev server hands r3f the whole library and would not show it).
 */
export {
  // What r3f itself uses: its renderer, default camera and scene, clock, raycaster, the
  // instanceof checks and constants of its property setter.
  ACESFilmicToneMapping,
  BasicShadowMap,
  Clock,
  Color,
  ColorManagement,
  Layers,
  LinearSRGBColorSpace,
  NoToneMapping,
  OrthographicCamera,
  PCFShadowMap,
  PCFSoftShadowMap,
  PerspectiveCamera,
  Raycaster,
  RGBAFormat,
  Scene,
  ShaderMaterial,
  SRGBColorSpace,
  UnsignedByteType,
  Vector2,
  Vector3,
  VSMShadowMap,
  WebGLRenderer,
  // The elements our scenes name (the world's, the objects', the avatars' and the editor's).
  BoxGeometry,
  CircleGeometry,
  CylinderGeometry,
  DirectionalLight,
  Group,
  HemisphereLight,
  Mesh,
  MeshBasicMaterial,
  MeshLambertMaterial,
  PlaneGeometry,
  RingGeometry,
  Sprite,
  SpriteMaterial,
  TorusGeometry,
} from 'three';
