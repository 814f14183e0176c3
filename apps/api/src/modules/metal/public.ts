// The metal module's door: the staff's job-order list flags the jobs that lost more metal than their alloy allows.
export { jobMetalLossFlags } from './movements-service';
