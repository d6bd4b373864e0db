// Builds binary glTF 2.0 (.glb) files from code: boxes and cylinders, each a mesh of its own
// with one named material (baseColorFactor). No DOM, no three.js, no downloads: the bytes are
// written as the glTF 2.0 specification lays them out (a 12-byte header, a JSON chunk padded
// with spaces, a BIN chunk padded with zeros, every buffer view 4-byte aligned, POSITION
// accessors with min/max). Used by make-models.mjs; the same parts give the same bytes.

const ARRAY_BUFFER = 34962;
const ELEMENT_ARRAY_BUFFER = 34963;
const FLOAT = 5126;
const UNSIGNED_SHORT = 5123;

/** An axis-aligned box of size [w, h, d] centred on the origin: 24 vertices, flat normals. */
export function box([w, h, d]) {
  const [x, y, z] = [w / 2, h / 2, d / 2];
  // Each face: its normal and four corners, counter-clockwise seen from outside.
  const faces = [
    [
      [1, 0, 0],
      [
        [x, -y, z],
        [x, -y, -z],
        [x, y, -z],
        [x, y, z],
      ],
    ],
    [
      [-1, 0, 0],
      [
        [-x, -y, -z],
        [-x, -y, z],
        [-x, y, z],
        [-x, y, -z],
      ],
    ],
    [
      [0, 1, 0],
      [
        [-x, y, z],
        [x, y, z],
        [x, y, -z],
        [-x, y, -z],
      ],
    ],
    [
      [0, -1, 0],
      [
        [-x, -y, -z],
        [x, -y, -z],
        [x, -y, z],
        [-x, -y, z],
      ],
    ],
    [
      [0, 0, 1],
      [
        [-x, -y, z],
        [x, -y, z],
        [x, y, z],
        [-x, y, z],
      ],
    ],
    [
      [0, 0, -1],
      [
        [x, -y, -z],
        [-x, -y, -z],
        [-x, y, -z],
        [x, y, -z],
      ],
    ],
  ];
  const positions = [];
  const normals = [];
  const indices = [];
  for (const [normal, corners] of faces) {
    const base = positions.length / 3;
    for (const corner of corners) {
      positions.push(...corner);
      normals.push(...normal);
    }
    indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
  }
  return { positions, normals, indices };
}

/** An upright cylinder (radius, height, segments) centred on the origin, with both caps. */
export function cylinder(radius, height, segments = 16) {
  const positions = [];
  const normals = [];
  const indices = [];
  const half = height / 2;
  const ring = (i) => {
    const a = (i / segments) * Math.PI * 2;
    return [Math.cos(a), Math.sin(a)];
  };
  // Side: two vertices per step, smooth radial normals.
  for (let i = 0; i <= segments; i++) {
    const [c, s] = ring(i);
    positions.push(radius * c, -half, radius * s, radius * c, half, radius * s);
    normals.push(c, 0, s, c, 0, s);
  }
  for (let i = 0; i < segments; i++) {
    const a = i * 2;
    indices.push(a, a + 1, a + 3, a, a + 3, a + 2);
  }
  // Caps: a centre and a ring each.
  for (const [y, ny] of [
    [half, 1],
    [-half, -1],
  ]) {
    const centre = positions.length / 3;
    positions.push(0, y, 0);
    normals.push(0, ny, 0);
    for (let i = 0; i < segments; i++) {
      const [c, s] = ring(i);
      positions.push(radius * c, y, radius * s);
      normals.push(0, ny, 0);
    }
    for (let i = 0; i < segments; i++) {
      const a = centre + 1 + i;
      const b = centre + 1 + ((i + 1) % segments);
      if (ny > 0) indices.push(centre, b, a);
      else indices.push(centre, a, b);
    }
  }
  return { positions, normals, indices };
}

const pad4 = (n) => (n + 3) & ~3;

/**
 * A GLB of `parts` ({ name, geometry, material, translation }) and `materials` ({ name: [r, g,
 * b, a] }): one node per part under a root node named `name`.
 */
export function buildGlb({ name, parts, materials }) {
  const materialNames = Object.keys(materials);
  const chunks = [];
  const bufferViews = [];
  const accessors = [];
  let byteLength = 0;
  const addView = (bytes, target) => {
    const offset = byteLength;
    chunks.push({ offset, bytes });
    byteLength = pad4(offset + bytes.byteLength);
    bufferViews.push({ buffer: 0, byteOffset: offset, byteLength: bytes.byteLength, target });
    return bufferViews.length - 1;
  };
  const vec3Accessor = (values, withBounds) => {
    const data = new Float32Array(values);
    const accessor = {
      bufferView: addView(new Uint8Array(data.buffer), ARRAY_BUFFER),
      componentType: FLOAT,
      count: data.length / 3,
      type: 'VEC3',
    };
    if (withBounds) {
      const min = [Infinity, Infinity, Infinity];
      const max = [-Infinity, -Infinity, -Infinity];
      for (let i = 0; i < data.length; i++) {
        min[i % 3] = Math.min(min[i % 3], data[i]);
        max[i % 3] = Math.max(max[i % 3], data[i]);
      }
      Object.assign(accessor, { min, max });
    }
    accessors.push(accessor);
    return accessors.length - 1;
  };
  const meshes = parts.map(({ name: partName, geometry, material }) => {
    const position = vec3Accessor(geometry.positions, true);
    const normal = vec3Accessor(geometry.normals, false);
    const indexData = new Uint16Array(geometry.indices);
    accessors.push({
      bufferView: addView(new Uint8Array(indexData.buffer), ELEMENT_ARRAY_BUFFER),
      componentType: UNSIGNED_SHORT,
      count: indexData.length,
      type: 'SCALAR',
    });
    const materialIndex = materialNames.indexOf(material);
    if (materialIndex < 0) throw new Error(`Unknown material ${material} in ${partName}`);
    return {
      name: partName,
      primitives: [
        {
          attributes: { POSITION: position, NORMAL: normal },
          indices: accessors.length - 1,
          material: materialIndex,
        },
      ],
    };
  });
  const json = {
    asset: { version: '2.0', generator: 'menagerie scripts/media/glb.mjs' },
    scene: 0,
    scenes: [{ name, nodes: [0] }],
    nodes: [
      { name, children: parts.map((_, i) => i + 1) },
      ...parts.map(({ name: partName, translation = [0, 0, 0] }, i) => ({
        name: partName,
        mesh: i,
        translation,
      })),
    ],
    meshes,
    materials: materialNames.map((materialName) => ({
      name: materialName,
      pbrMetallicRoughness: {
        baseColorFactor: materials[materialName],
        metallicFactor: 0,
        roughnessFactor: 0.8,
      },
    })),
    accessors,
    bufferViews,
    buffers: [{ byteLength }],
  };

  const bin = new Uint8Array(byteLength);
  for (const { offset, bytes } of chunks) bin.set(bytes, offset);
  const jsonBytes = new TextEncoder().encode(JSON.stringify(json));
  const jsonLength = pad4(jsonBytes.byteLength);
  const total = 12 + 8 + jsonLength + 8 + byteLength;
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x46546c67, true); // 'glTF'
  view.setUint32(4, 2, true);
  view.setUint32(8, total, true);
  view.setUint32(12, jsonLength, true);
  view.setUint32(16, 0x4e4f534a, true); // 'JSON'
  out.fill(0x20, 20, 20 + jsonLength);
  out.set(jsonBytes, 20);
  const binStart = 20 + jsonLength;
  view.setUint32(binStart, byteLength, true);
  view.setUint32(binStart + 4, 0x004e4942, true); // 'BIN\0'
  out.set(bin, binStart + 8);
  return out;
}
