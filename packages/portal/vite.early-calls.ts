import type { Plugin } from 'vite';

/**
 * A start-up call a signed-in page makes before it can show anything (the guard needs the roles
 * and the role's tree to decide the page; the coach center an agent's admin config). `body` is the
 * form the portal's client sends for it (`shared/http/client.ts`, `encode`), as script source:
 * an expression over `i`, the stored USER_INFO (or null), that is a string, or null when the
 * portal will not make the call.
 */
export interface EarlyCall {
  path: string;
  body: string;
}

/**
 * The start-up calls of `app/session/loadAccess.ts` (`loadSessionAccess`), with the forms it
 * sends: the roles, the active role's tree, the personal details when none are stored, and an
 * agent's admin config when the stored details name the agent. Checked against the contract and
 * the client's encoding by `src/shared/http/early.test.ts`.
 */
export const START_CALLS: EarlyCall[] = [
  { path: 'general/user/getUserRoles', body: `'needRole=true'` },
  { path: 'general/role/selectOwnRoleTree', body: `''` },
  { path: 'bq/agentInfo/getPersonalDetails', body: `i?null:'refresh=false'` },
  {
    path: 'bq/agentAdminConfig/getByAgentId',
    body: `i&&i.agentInfo?'agentId='+encodeURIComponent(i.agentInfo.agentId):null`,
  },
];

/**
 * Writes a few lines into index.html that ask the server for a staff page's start-up calls while
 * the page's scripts are still downloading, when the browser holds a staff session (a token, not
 * a tourist's). Made by the scripts, those calls waited for every file of the entry and the
 * layout to arrive and run, and the page could show nothing before their answers. On a phone
 * throttled for real (Lighthouse's slow 4G and 4× slower CPU, `LIGHTHOUSE_THROTTLING=devtools`),
 * the largest paint came 0.35–0.5 s sooner on /home, the case list and the editor (two runs each,
 * with and without). The answers wait in `window.__bqEarly` with the token they were asked with; the
 * client (`shared/http/early.ts`) takes each one once, for the same call with the same form and
 * the same token, and otherwise asks again. The server allows the script by its hash (its CSP).
 */
export function earlyCalls(apiBase: string, calls: EarlyCall[]): Plugin {
  return {
    name: 'bq:early-calls',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        // ES5-plain and self-contained, like the preload script: it runs before any module. A
        // storage the browser refuses, or a value that is not the portal's, asks for nothing.
        const asks = calls.map((call) => `a(${JSON.stringify(call.path)},${call.body});`).join('');
        const script =
          `(function(){try{` +
          `var g=function(k){var v=localStorage.getItem(k);return v?JSON.parse(v).value:null};` +
          `var t=g('token');if(typeof t!=='string'||!t||localStorage.getItem('TOURIST'))return;` +
          `var i=g('USER_INFO'),e=window.__bqEarly={token:t,calls:{}};` +
          `var a=function(p,b){if(typeof b!=='string')return;` +
          `e.calls[p+'?'+b]=fetch(${JSON.stringify(apiBase)}+p,{method:'POST',body:b,headers:` +
          `{Authorization:t,'Content-Type':'application/x-www-form-urlencoded;charset=utf-8'}})` +
          `.then(function(r){return r.text().then(function(x){var h={};` +
          `r.headers.forEach(function(v,k){h[k]=v});return{status:r.status,headers:h,body:x}})})};` +
          `${asks}}catch(x){}})()`;
        if (!html.includes('</title>')) throw new Error('earlyCalls: index.html has no </title>');
        // Right after the title: before the stylesheets and the preloads, so these go out first.
        return html.replace('</title>', `</title>\n    <script>${script}</script>`);
      },
    },
  };
}
