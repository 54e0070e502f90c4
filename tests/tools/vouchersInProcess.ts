import { runVouchers } from "../../tools/vouchers/runVouchers.ts";

/**
 * `npm run vouchers -- <args>` in this test's process: the commands' own code (runVouchers, which
 * the binary tools/vouchers/vouchers.ts runs with its process's environment and stdout) with this
 * environment, its answer and refusals captured. A Node process of its own cost each case ~0.8
 * CPU-s of start and imports; the tests keep spawning the binary where its process is the point
 * (its exit codes, its working directory).
 */
export async function vouchersInProcess(
  args: string[],
  env: Record<string, string | undefined>,
): Promise<{ status: number; stdout: string; stderr: string }> {
  let [stdout, stderr] = ["", ""];
  const status = await runVouchers(
    args,
    {
      env: { ...process.env, ...env },
      print: (line) => {
        stdout += `${line}\n`;
      },
    },
    (text) => {
      stderr += `${text}\n`;
    },
  );
  return { status, stdout, stderr };
}
