// what one server of a cluster runs on everyone's behalf: starts the jobs, returns their stop
export type StartJobs = () => () => void;

export interface Leadership {
  // whether this process runs the jobs now
  isLeader(): boolean;
  stop(): Promise<void>;
}

// one process, one database file: it is always the one that runs them
export function alwaysLeader(start: StartJobs): Leadership {
  const stopJobs = start();
  return { isLeader: () => true, stop: async () => stopJobs() };
}
