/**
 * The server's import rules (server/modules/README.md, decisions 038 and 040) fire: a floor (lib,
 * db, plugins, providers, config) importing a module, a module importing what composes it,
 * another module's repository or any other internal file (not its index.ts or a service), and an
 * /api/ path written in a module instead of its table name.
 */
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint();

/** The messages lint gives `code` as if it were the file at `filePath`. */
async function messages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.message);
}

const count = (all: string[], part: string) => all.filter((m) => m.includes(part)).length;

describe('lint: the server floors', () => {
  it('a floor never imports a module', async () => {
    const code = `import { recordPlay } from '../modules/player/player.service';\nexport const f = recordPlay;\n`;
    for (const floor of ['server/lib/probe.ts', 'server/plugins/probe.ts'])
      expect(count(await messages(floor, code), 'A floor never imports a module')).toBe(1);
    const deeper = `import { recordPlay } from '../../modules/player/player.service';\nexport const f = recordPlay;\n`;
    expect(
      count(await messages('server/providers/songs/probe.ts', deeper), 'never imports a module'),
    ).toBe(1);
  }, 60_000);

  it('a module never imports what composes it', async () => {
    const code = `import { buildApp } from '../../app';\nexport const f = buildApp;\n`;
    expect(count(await messages('server/modules/feed/probe.ts', code), 'Modules stand below')).toBe(
      1,
    );
  }, 60_000);

  it("a module never imports another module's repository", async () => {
    const code = `import { insertPlayCounted } from '../player/player.repository';\nexport const f = insertPlayCounted;\n`;
    expect(count(await messages('server/modules/feed/probe.ts', code), 'not its repository')).toBe(
      1,
    );
  }, 60_000);

  it('a module imports another module only through its index.ts or a service', async () => {
    const probe = 'server/modules/profile-edit/probe.ts';
    const internal = `import { toSessionUser } from '../auth/session-user';\nexport const f = toSessionUser;\n`;
    expect(count(await messages(probe, internal), 'not its internals')).toBe(1);
    const fromSubfolder = `import { toSessionUser } from '../../auth/session-user';\nexport const f = toSessionUser;\n`;
    expect(
      count(
        await messages('server/modules/profile-edit/lib/probe.ts', fromSubfolder),
        'not its internals',
      ),
    ).toBe(1);
    const publicFace = `import { toSessionUser } from '../auth';\nimport { createSession } from '../auth/sessions.service';\nexport const f = [toSessionUser, createSession];\n`;
    expect(count(await messages(probe, publicFace), 'not its internals')).toBe(0);
    const ownFile = `import { toSessionUser } from './session-user';\nexport const f = toSessionUser;\n`;
    expect(
      count(await messages('server/modules/auth/probe.ts', ownFile), 'not its internals'),
    ).toBe(0);
  }, 60_000);

  it('a module registers by table name, not by an /api/ path', async () => {
    const code = `export const path = '/api/requests';\nexport const page = (id: number) => \`/api/requests/\${id}\`;\n`;
    expect(count(await messages('server/modules/feed/probe.ts', code), 'registerRoute')).toBe(2);
    expect(count(await messages('server/modules/feed/probe.test.ts', code), 'registerRoute')).toBe(
      0,
    );
  }, 60_000);
});
