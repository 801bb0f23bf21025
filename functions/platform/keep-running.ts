import { countUnexpectedError } from './error-count';
import { log } from './log';

/**
 * A bug anywhere in a long-running process (a request, a timer, a job) is logged and counted, and
 * the process goes on: one request must never stop the business. The supervisor
 * (deploy/mabinti.service) restarts a process that dies all the same.
 */
export function keepRunningOnErrors(processName: string) {
  process.on('uncaughtException', (error) => {
    countUnexpectedError();
    log.error(`${processName}: uncaught error, still running`, { error });
  });
  process.on('unhandledRejection', (error) => {
    countUnexpectedError();
    log.error(`${processName}: unhandled rejection, still running`, { error });
  });
}
