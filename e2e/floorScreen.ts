/**
 * Where a point of the room is on screen, from the test side: the camera rig's model at the
 * default zoom (features/world/CameraRig.tsx: 9 m up and 9.25 m south of the player, looking
 * north at the player's chest height 0.8 m; WorldView: a vertical field of view of 45°), once
 * the camera has settled behind the player.
 */
const CAMERA = { up: 9, back: 9.25, lookHeight: 0.8, fovDegrees: 45 };

export interface ScreenSize {
  width: number;
  height: number;
}

/** The screen point (CSS px) of the room point (x, y) at `height` metres above the floor. */
export function screenOf(
  player: { x: number; y: number },
  point: { x: number; y: number },
  size: ScreenSize,
  height = 0,
): { x: number; y: number } {
  // Camera space: right is east (+x); forward points north and down at the player.
  const forward = { y: CAMERA.lookHeight - CAMERA.up, z: -CAMERA.back };
  const length = Math.hypot(forward.y, forward.z);
  const f = { y: forward.y / length, z: forward.z / length };
  // up = right × forward, with right = (1, 0, 0).
  const u = { y: -f.z, z: f.y };
  const d = { x: point.x - player.x, y: height - CAMERA.up, z: point.y - (player.y + CAMERA.back) };
  const depth = d.y * f.y + d.z * f.z;
  const upward = d.y * u.y + d.z * u.z;
  const tan = Math.tan((CAMERA.fovDegrees * Math.PI) / 360);
  const ndcX = d.x / (depth * tan * (size.width / size.height));
  const ndcY = upward / (depth * tan);
  return { x: ((ndcX + 1) / 2) * size.width, y: ((1 - ndcY) / 2) * size.height };
}
