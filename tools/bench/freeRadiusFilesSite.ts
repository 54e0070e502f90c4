import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FreeRadiusPorts } from "../radius/throwawayFreeRadius.ts";
import type { RadiusAttribute } from "./radiusLoad.ts";

/**
 * FreeRADIUS as operators run it without Gangway, the yardstick of the RADIUS bench: MAC
 * authentication against a local `files` user list (PAP, the MAC as password) answering with the
 * same reply attributes Gangway sends, and accounting recorded by `detail` (one line set per packet
 * in a file, as the packaged default site does). Writes the site and the users into a copy of the
 * packaged configuration (tools/radius/throwawayFreeRadius.ts).
 */
export function freeRadiusFilesSite(macs: string[], reply: RadiusAttribute[]) {
  return (raddb: string, ports: FreeRadiusPorts): void => {
    const replyLines = reply.map(([name, value]) => `\t${name} = ${value}`).join(",\n");
    const users = macs.map((mac) => `"${mac}"\tCleartext-Password := "${mac}"\n${replyLines}\n`);
    writeFileSync(join(raddb, "mods-config", "files", "authorize"), users.join("\n"));
    writeFileSync(
      join(raddb, "sites-enabled", "bench"),
      `server bench {
	listen {
		type = auth
		ipaddr = 127.0.0.1
		port = ${ports.auth}
	}
	listen {
		type = acct
		ipaddr = 127.0.0.1
		port = ${ports.acct}
	}
	authorize {
		files
		pap
	}
	authenticate {
		Auth-Type PAP {
			pap
		}
	}
	preacct {
		acct_unique
	}
	accounting {
		detail
	}
	post-auth {
	}
}
`,
    );
  };
}
