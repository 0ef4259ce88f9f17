// Where the tests' throw-away PostgreSQL clusters live: in memory (/dev/shm) when the machine has
// room there, else the system's temporary folder. Each API test file copies the template database
// (about 850 relation files): 380–470 ms a copy on this machine's ext4, 35–50 ms on tmpfs (2026-12-05),
// the rest of the cluster's writes likewise. A copy is dropped when its file closes (test-app.ts), so
// the memory held stays near one database per worker.
import fs from 'node:fs';
import os from 'node:os';

const MEMORY_FOLDER = '/dev/shm';
/** Room for the template, a copy per worker and the write-ahead log up to max_wal_size (1 GB). */
const ROOM_NEEDED_BYTES = 4 * 1024 ** 3;

export function scratchRoot(): string {
  try {
    const room = fs.statfsSync(MEMORY_FOLDER);
    if (room.bavail * room.bsize >= ROOM_NEEDED_BYTES && os.freemem() >= ROOM_NEEDED_BYTES) {
      return MEMORY_FOLDER;
    }
  } catch {
    // No such folder (not Linux): the temporary folder.
  }
  return os.tmpdir();
}
