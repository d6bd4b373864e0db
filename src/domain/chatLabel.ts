/**
 * The chat's name on its button and panel (reference text). A module of its own so the world's
 * toolbar can show the button before the chat's rules and texts load (DeferredChatDock).
 */
export const CHAT_LABEL = 'Chat';
