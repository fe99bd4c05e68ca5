import { describe, expect, it } from 'vitest';
import { BackupSlotTimeout, inBackupSlot, isSlotTaken, type SlotState } from './backup-slot.ts';

const taken = Object.assign(new Error('Try again later - another backup/restore process has already been started.'), {
  status: 400,
});

describe('inBackupSlot', () => {
  it('waits while PocketBase says another backup or restore runs, then starts', async () => {
    const answers: SlotState[] = ['taken', 'down', 'free'];
    let started = 0;
    const result = await inBackupSlot(async () => ++started, {
      state: async () => answers.shift() ?? 'free',
      intervalMs: 1,
      what: 'de backup',
    });
    expect(result).toBe(1);
    expect(answers).toEqual([]);
  });

  it('tries again when another one took the slot between the health answer and the request', async () => {
    let tries = 0;
    const result = await inBackupSlot(
      async () => {
        tries += 1;
        if (tries < 3) throw taken;
        return 'gestart';
      },
      { state: async () => 'free', intervalMs: 1, what: 'het terugzetten' },
    );
    expect(result).toBe('gestart');
    expect(tries).toBe(3);
  });

  it('gives up with a Dutch error when the slot stays taken', async () => {
    const waiting = inBackupSlot(async () => 'nooit', {
      state: async () => 'taken',
      timeoutMs: 20,
      intervalMs: 5,
      what: 'het terugzetten',
    });
    await expect(waiting).rejects.toBeInstanceOf(BackupSlotTimeout);
    await expect(waiting).rejects.toThrow(/andere backup of terugzetting; het terugzetten is niet begonnen/);
  });

  it('says the site does not answer when it stayed down, not that another backup runs', async () => {
    const waiting = inBackupSlot(async () => 'nooit', {
      state: async () => 'down',
      timeoutMs: 20,
      intervalMs: 5,
      what: 'de backup',
    });
    await expect(waiting).rejects.toThrow(/^De site antwoordde 0 s lang niet; de backup is niet begonnen/);
  });

  it('passes any other refusal on at once', async () => {
    let tries = 0;
    const refused = Object.assign(new Error('Invalid backup name.'), { status: 400 });
    const starting = inBackupSlot(
      async () => {
        tries += 1;
        throw refused;
      },
      { state: async () => 'free', intervalMs: 1, what: 'de backup' },
    );
    await expect(starting).rejects.toBe(refused);
    expect(tries).toBe(1);
    expect(isSlotTaken(refused)).toBe(false);
    expect(isSlotTaken(taken)).toBe(true);
  });
});
