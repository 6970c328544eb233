import { lsnValue, replicaLagMs } from './read-replicas';

describe('WAL positions', () => {
  it('reads PostgreSQL positions as numbers that order as the WAL does', () => {
    expect(lsnValue('0/0')).toBe(0n);
    expect(lsnValue('0/16B3748')).toBe(0x16b3748n);
    expect(lsnValue('1/0')).toBe(0x100000000n);
    // The low half is 32 bits: past FFFFFFFF the high half counts on.
    expect(lsnValue('0/FFFFFFFF') < lsnValue('1/0')).toBe(true);
    expect(lsnValue('16/B374D848') > lsnValue('16/B374D847')).toBe(true);
  });
});

describe("a replica's lag, measured on the primary's side", () => {
  const samples = [
    { at: 1_000, lsn: 100n },
    { at: 1_250, lsn: 200n },
    { at: 1_500, lsn: 300n },
  ];

  it('is nothing when the replica has replayed everything the primary had written', () => {
    expect(replicaLagMs(samples, 300n, 1_600)).toBe(0);
    // A quiet primary writes nothing new: a replica that is level stays level, however long ago the write.
    expect(replicaLagMs([{ at: 0, lsn: 50n }], 50n, 1_000_000)).toBe(0);
  });

  it('is the time since the primary first wrote past what the replica has replayed', () => {
    expect(replicaLagMs(samples, 250n, 1_600)).toBe(100);
    expect(replicaLagMs(samples, 150n, 1_600)).toBe(350);
    expect(replicaLagMs(samples, 99n, 1_600)).toBe(600);
    // And it grows while the replica stands still.
    expect(replicaLagMs(samples, 99n, 5_000)).toBe(4_000);
  });
});
