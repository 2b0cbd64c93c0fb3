// Prints the demo accounts for `pnpm start` (demo only: they share one published password).
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/demo-data.js';

const width = Math.max(...DEMO_USERS.map((u) => u.email.length));
const lines = DEMO_USERS.map((user) => {
  const what = user.kind === 'tourist' ? 'tourist' : user.roles.join(' + ') || 'no role';
  const status = user.agent && user.agent.status !== 1 ? `, agent status ${user.agent.status}` : '';
  const mentor = user.agent?.mentorCertificate === 1 ? ', certified mentor' : '';
  return `  ${user.email.padEnd(width)}  ${what}${status}${mentor}`;
});
console.log(`Demo logins (demo only), password "${DEMO_PASSWORD}":\n${lines.join('\n')}`);
