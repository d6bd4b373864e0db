// The event's programme (issue 33; src/domain/programme.ts): the attendees' panel and their
// 5-minute notice, loaded by the toolbar (src/app/toolbarPanels.ts) once the world is shown, and
// the organisers' editor, a chunk of its own loaded when opened (attendees never fetch it).
export { ProgrammePanel } from './panel/ProgrammePanel';
export { ProgrammeNotice } from './notice/ProgrammeNotice';
/** The editor's own chunk (the toolbar lazy-loads it through this: React.lazy takes a module). */
export const loadProgrammeEditor = () => import('./editor/ProgrammeEditorModal');
