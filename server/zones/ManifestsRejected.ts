/** Refused manifests: every lint problem as file:line:column, the way `npm run lint:manifests` prints it. */
export class ManifestsRejected extends Error {
  readonly problems: string[];
  constructor(dir: string, problems: string[], and?: string) {
    super(
      `invalid manifests in ${dir}${and ? ` ${and}` : ""} (npm run lint:manifests):\n${problems.join("\n")}`,
    );
    this.problems = problems;
  }
}
