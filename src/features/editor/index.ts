export { RoomEditorPanel } from './RoomEditorPanel';
