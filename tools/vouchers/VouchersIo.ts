/**
 * What a vouchers command reads and writes besides its arguments: the process's environment and
 * its stdout (the binary's), or a caller's own (a test running the command in its process).
 */
export interface VouchersIo {
  env: Record<string, string | undefined>;
  // one line of the command's answer (stdout)
  print(line: string): void;
}
