/**
 * How often GET /metrics' event-loop delay histogram (prom-client's nodejs_eventloop_lag_*) samples
 * the loop. Its monitor is a timer that wakes the loop at this interval for as long as the server
 * runs: at prom-client's default of 10 ms that is 100 wake-ups a second, 4 of the 5 ms of CPU a
 * second the server spends at rest, and on a low-rate boarding each of them a cold wake-up of its
 * own. At 50 ms a stall still shows (one long enough to matter spans a sample), with a fifth of
 * the wake-ups. Each value the histogram holds is the whole interval between two samples, this
 * resolution included: the delay proper is a value less this (tools/bench/serverLoop.ts).
 */
export const eventLoopResolutionMs = 50;
