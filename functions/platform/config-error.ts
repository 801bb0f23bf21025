/** A configuration that cannot run, with one line per problem. */
export class ConfigError extends Error {
  constructor(
    readonly problems: string[],
    heading = 'Invalid server configuration',
  ) {
    super(`${heading}:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}
