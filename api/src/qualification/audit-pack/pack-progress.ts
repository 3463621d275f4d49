import type { AuditPackProgress } from '@pest-portal/shared/contract/qualification';

/** How long a finished pack's count stays readable: the page's last poll comes after it ends. */
const KEEP_AFTER_END_MS = 60_000;

interface Running extends AuditPackProgress {
  timer?: NodeJS.Timeout;
}

/**
 * How far each running audit-pack download is, as entries packed of all, for the page's
 * progress (issue 11: files packed / total). Kept in this process's memory, keyed by the
 * account and the page's own pack id, so one account can never read another's.
 */
export class PackProgressBoard {
  private readonly packs = new Map<string, Running>();

  private static key(accountId: number, packId: string): string {
    return `${accountId}:${packId}`;
  }

  start(accountId: number, packId: string, total: number): void {
    const key = PackProgressBoard.key(accountId, packId);
    clearTimeout(this.packs.get(key)?.timer);
    this.packs.set(key, { packed: 0, total });
  }

  advance(accountId: number, packId: string): void {
    const pack = this.packs.get(PackProgressBoard.key(accountId, packId));
    if (pack) pack.packed = Math.min(pack.packed + 1, pack.total);
  }

  /** The download has ended (complete, failed or cut off): forget it a little later. */
  end(accountId: number, packId: string): void {
    const key = PackProgressBoard.key(accountId, packId);
    const pack = this.packs.get(key);
    if (!pack) return;
    clearTimeout(pack.timer);
    pack.timer = setTimeout(() => this.packs.delete(key), KEEP_AFTER_END_MS);
    pack.timer.unref();
  }

  read(accountId: number, packId: string): AuditPackProgress {
    const pack = this.packs.get(PackProgressBoard.key(accountId, packId));
    return pack ? { packed: pack.packed, total: pack.total } : { packed: 0, total: 0 };
  }
}
