/**
 * A model asset with every optional field set, each at a bound the schema and the rules allow
 * (src/domain/models/assets.test.ts and tests/rules/assets.test.ts both start from it).
 */
export const FULL_MODEL_ASSET = {
  name: 'Lamp post',
  modelPath: 'models/lamp/lamp-post.glb',
  thumbnail: 'https://example.com/lamp.jpg',
  position: [0, 0.5, -50],
  rotation: [0, 6.3, -6.3],
  scale: [0.01, 1, 100],
  materials: { Iron: '#202020', Glass: '#ffd070' },
  listInMenu: false,
  physicsData: { enabled: true, shape: 'BOX', hx: 0.2, hy: 0.2 },
  instancingData: {
    enabled: true,
    position: [0, 0, 0],
    rotation: [0, 0, 0],
    scale: [1, 1, 1],
    nodes: { Post: { position: [0, 1, 0], rotation: [0, 0, 0], scale: [1, 1, 1] } },
  },
};
