// The event's programme (issue 33; src/domain/programme.ts): the attendees' panel and the
// organisers' editor, loaded from the toolbar when opened (src/app/toolbarPanels.ts).
export { ProgrammePanel } from './panel/ProgrammePanel';
export { ProgrammeEditorModal } from './editor/ProgrammeEditorModal';
