export { RoomsModal } from './RoomsModal';
