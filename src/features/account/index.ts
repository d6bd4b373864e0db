export { DeleteAccountSection } from './DeleteAccountSection';
