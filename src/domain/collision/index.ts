export { boxCollider, colliderFromPhysics, type BoxCollider, type Collider } from './shapes';
export { pointInside } from './contact';
export { createCollisionWorld, moveCircle, type CollisionWorld } from './moveCircle';
