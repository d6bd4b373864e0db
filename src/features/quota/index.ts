export { AudioUsedText } from './AudioUsedText';
export { EventAudioPlan } from './EventAudioPlan';
