/** Procedural animal avatars: the crowd renderer, the picker and its preview pictures. */
export { AnimalCrowd } from './AnimalCrowd';
export type { AvatarPose } from './avatarPose';
export { AvatarPicker } from './AvatarPicker';
export { useAnimalPreview } from './useAnimalPreview';
