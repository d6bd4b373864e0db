export { JoinForm } from './JoinForm';
export { lastUsedName, rememberedName, rememberName } from './rememberedNames';
export { localAvatar, storeLocalAvatar } from './localAvatar';
export { readQueryFlags } from './queryFlags';
export { IntroModal } from './IntroModal';
