// The organisers' numbers (issue 33): a page of its own, loaded only on its route.
export { default as InsightsRoute } from './InsightsRoute';
