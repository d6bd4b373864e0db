export { EventAudioPlan } from './EventAudioPlan';
