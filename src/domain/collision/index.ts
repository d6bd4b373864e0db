export {
  boundsOf,
  boxCollider,
  circleCollider,
  colliderFromPhysics,
  type BoxCollider,
  type Bounds,
  type CircleCollider,
  type Collider,
} from './shapes';
export { circleContact, circleOverlaps, createContact, pointInside, type Contact } from './contact';
export { collidersNear, createColliderGrid, GRID_CELL_SIZE, type ColliderGrid } from './grid';
export { createCollisionWorld, moveCircle, type CollisionWorld } from './moveCircle';
