import { describe, expect, it } from 'vitest';
import {
  collectionRules,
  fullListRule,
  generateAccess,
  grantRule,
  holdsRule,
  operationRule,
  releaserRule,
} from './api-rules.ts';
import { COLLECTION_ACCESS, type CollectionAccess } from './collection-access.ts';
import { ADMIN, MEMBER } from './rule-terms.ts';

describe('grantRule', () => {
  it('turns each kind of grant into its PocketBase rule', () => {
    expect(grantRule({ to: 'member' }, 'list')).toBe('');
    expect(grantRule({ to: 'owner', field: 'user' }, 'view')).toBe('user = @request.auth.id');
    expect(grantRule({ to: 'owner', field: 'user' }, 'create')).toBe('@request.body.user = @request.auth.id');
    expect(grantRule({ to: 'permission', permission: 'addResults' }, 'create')).toBe(
      `(${ADMIN} || @request.auth.committees.key ?= "sport")`,
    );
    expect(grantRule({ to: 'permission', permission: 'manageMembers' }, 'create')).toBe(`(${ADMIN})`);
    expect(grantRule({ to: 'committee', field: 'organiser' }, 'update')).toBe(
      `(${ADMIN} || @request.auth.committees.id ?= organiser)`,
    );
    expect(grantRule({ to: 'committee', field: 'organiser' }, 'create')).toBe(
      `(${ADMIN} || @request.auth.committees.id ?= @request.body.organiser)`,
    );
  });

  it('keeps a grant\u2019s condition for whoever holds it, admins included', () => {
    expect(grantRule({ to: 'permission', permission: 'manageMembers', where: 'a = 1 || b = 2' }, 'update')).toBe(
      `((${ADMIN}) && (a = 1 || b = 2))`,
    );
    expect(grantRule({ to: 'member', where: 'x = 1' }, 'create')).toBe('(x = 1)');
  });
});

describe('releaserRule', () => {
  it('lets admins release any section and each committee the sections its permission names', () => {
    const rule = releaserRule('section');
    expect(rule.startsWith(`(${ADMIN} || `)).toBe(true);
    expect(rule).toContain('(section = "sport" && @request.auth.committees.key ?= "sport")');
    expect(rule).toContain('(section = "events" && @request.auth.committees.key ?= "activiteiten")');
    // Sections released by admins only add nothing beyond the admin check.
    expect(rule).not.toContain('"actief"');
    expect(grantRule({ to: 'releaser', field: 'section' }, 'create')).toContain('@request.body.section = "sport"');
  });
});

describe('holdsRule', () => {
  it('names committees by their key, quoted', () => {
    expect(holdsRule(['pr', 'redactie'])).toBe(
      `(${ADMIN} || @request.auth.committees.key ?= "pr" || @request.auth.committees.key ?= "redactie")`,
    );
  });
});

describe('operationRule', () => {
  it('gives superusers only (null) without grants, and starts every other rule with the member check', () => {
    expect(operationRule(COLLECTION_ACCESS.committees, 'create')).toBeNull();
    expect(operationRule(COLLECTION_ACCESS.committees, 'list')).toBe(MEMBER);
    expect(operationRule(COLLECTION_ACCESS.signups, 'delete')).toBe(
      `${MEMBER} && (user = @request.auth.id || (${ADMIN} || @request.auth.committees.id ?= event.organiser))`,
    );
  });

  it('adds the operation\u2019s own requirement before the grants, in parentheses of its own', () => {
    const rule = operationRule({ ...COLLECTION_ACCESS.committees, require: { list: 'a = 1 || b = 2' } }, 'list');
    expect(rule).toBe(`${MEMBER} && (a = 1 || b = 2)`);
    expect(
      operationRule(COLLECTION_ACCESS.users, 'update')?.startsWith(
        `${MEMBER} && (@request.body.email:isset = false && @request.body.invitation:isset = false && @request.body.mail_off:isset = false && @request.body.push_off:isset = false) && (`,
      ),
    ).toBe(true);
  });
});

describe('generateAccess', () => {
  it('covers every collection of the table with all five rules', () => {
    const { rules } = generateAccess();
    expect(Object.keys(rules).sort()).toEqual(Object.keys(COLLECTION_ACCESS).sort());
    for (const name of Object.keys(COLLECTION_ACCESS) as (keyof typeof COLLECTION_ACCESS)[]) {
      expect(rules[name]).toEqual(collectionRules(COLLECTION_ACCESS[name]));
    }
  });

  it('gives each permission as a rule for the hooks, admins included', () => {
    expect(generateAccess().permissions.addResults).toBe(
      `${MEMBER} && (${ADMIN} || @request.auth.committees.key ?= "sport")`,
    );
    expect(generateAccess().permissions.manageMembers).toBe(`${MEMBER} && (${ADMIN})`);
  });

  it('routes each kind of submission to the first committee of the permission that handles it', () => {
    expect(generateAccess().receivingCommittees).toEqual({
      promotie: 'pr',
      uitglijder: 'redactie',
      'technische-hulp': 'ict',
    });
  });
});

describe('fullListRule', () => {
  const only = (list: CollectionAccess['list'], require?: string): CollectionAccess => ({
    list,
    view: [],
    create: [],
    update: [],
    delete: [],
    ...(require ? { require: { list: require } } : {}),
  });

  it('is empty (every member) only for an unconditional member grant', () => {
    expect(fullListRule(COLLECTION_ACCESS.events)).toBe('');
    expect(fullListRule(only([{ to: 'member', where: 'inactive = false' }]))).toBeNull();
    expect(fullListRule(only([{ to: 'member' }], 'inactive = false'))).toBeNull();
  });

  it('names who sees every record: holders of a permission, admins through committee grants', () => {
    expect(fullListRule(COLLECTION_ACCESS.board_interest)).toBe(
      `${MEMBER} && (${ADMIN} || @request.auth.committees.key ?= "bestuur")`,
    );
    expect(fullListRule(COLLECTION_ACCESS.signup_payments)).toBe(`${MEMBER} && (${ADMIN})`);
    expect(fullListRule(COLLECTION_ACCESS.section_releases)).toBe(`${MEMBER} && (${ADMIN})`);
  });

  it('is null where nobody but superusers lists every record (owners see their own only)', () => {
    expect(fullListRule(COLLECTION_ACCESS.mail_outbox)).toBeNull();
    expect(fullListRule(only([{ to: 'owner', field: 'member' }]))).toBeNull();
  });

  it('is generated for every collection', () => {
    const { fullList } = generateAccess();
    expect(Object.keys(fullList).sort()).toEqual(Object.keys(COLLECTION_ACCESS).sort());
  });
});
