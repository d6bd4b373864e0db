export { ReactionBar } from './ReactionBar';
