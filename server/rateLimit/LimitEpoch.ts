/**
 * Part of every rate limit's counter key: moved on (test mode's reset), every counter starts over.
 * One object, shared by every limit, so that one bump reaches them all.
 */
export interface LimitEpoch {
  value: number;
}
