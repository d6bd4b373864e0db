export { DeferredChatDock as ChatDock } from './DeferredChatDock';
