/**
 * How many unexpected errors (bugs, answered 500) this process has met since it started: a number
 * a health check or an operator can watch. Outages of the database are not counted here.
 */
let unexpected = 0;

export const countUnexpectedError = () => void unexpected++;
export const unexpectedErrors = () => unexpected;
