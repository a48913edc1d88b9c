package org.qakit.eval.trec;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A dictionary of byte strings (query ids, document ids) read from a TREC file: each distinct
 * string gets a dense id, 0, 1, 2, … in order of first appearance, and its bytes are stored once
 * in a shared pool. A 1,000,000-line run that names 5,000 documents thus holds 5,000 ids, not a
 * million {@code String}s: the reader interns each field straight from its input buffer.
 *
 * <p>Ids compare as C's {@code strcmp} ({@link #compare}): byte-wise, bytes unsigned, which for
 * UTF-8 is code-point order ({@link Strcmp}). Open addressing with linear probing; the table
 * doubles at half load.
 */
final class TrecIds {
  private byte[] pool = new byte[1 << 12];
  private int poolSize;
  private int[] starts = new int[64];
  private int[] lengths = new int[64];
  private int[] hashes = new int[64];
  private int size;
  /** Slot → id + 1; 0 is an empty slot. */
  private int[] table = new int[128];

  /** The id of {@code bytes[from, from + length)}, added when new. */
  int intern(byte[] bytes, int from, int length) {
    int hash = hash(bytes, from, length);
    int mask = table.length - 1;
    for (int slot = hash & mask; ; slot = (slot + 1) & mask) {
      int id = table[slot] - 1;
      if (id < 0) {
        return add(bytes, from, length, hash, slot);
      }
      if (hashes[id] == hash && equals(id, bytes, from, length)) {
        return id;
      }
    }
  }

  /** The id of {@code s}, or -1 when it is not in the dictionary. */
  int find(String s) {
    byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
    int hash = hash(bytes, 0, bytes.length);
    int mask = table.length - 1;
    for (int slot = hash & mask; ; slot = (slot + 1) & mask) {
      int id = table[slot] - 1;
      if (id < 0 || hashes[id] == hash && equals(id, bytes, 0, bytes.length)) {
        return id;
      }
    }
  }

  /** The id in this dictionary of {@code other}'s id {@code id}, or -1 when it has none. */
  int find(TrecIds other, int id) {
    int hash = other.hashes[id];
    int mask = table.length - 1;
    for (int slot = hash & mask; ; slot = (slot + 1) & mask) {
      int mine = table[slot] - 1;
      if (mine < 0 || hashes[mine] == hash && equals(mine, other.pool, other.starts[id], other.lengths[id])) {
        return mine;
      }
    }
  }

  int size() {
    return size;
  }

  /** The string of {@code id}, decoded as UTF-8 (the reader has checked the bytes). */
  String string(int id) {
    return new String(pool, starts[id], lengths[id], StandardCharsets.UTF_8);
  }

  /** {@code strcmp} of the strings of two ids: negative, 0 or positive. */
  int compare(int a, int b) {
    if (a == b) {
      return 0;
    }
    return Arrays.compareUnsigned(pool, starts[a], starts[a] + lengths[a], pool, starts[b], starts[b] + lengths[b]);
  }

  /** Every id, in {@code strcmp} order of their strings. */
  int[] sorted() {
    Integer[] ids = new Integer[size];
    for (int i = 0; i < size; i++) {
      ids[i] = i;
    }
    Arrays.sort(ids, this::compare);
    int[] out = new int[size];
    for (int i = 0; i < size; i++) {
      out[i] = ids[i];
    }
    return out;
  }

  private int add(byte[] bytes, int from, int length, int hash, int slot) {
    if (size == starts.length) {
      starts = Arrays.copyOf(starts, size * 2);
      lengths = Arrays.copyOf(lengths, size * 2);
      hashes = Arrays.copyOf(hashes, size * 2);
    }
    if (poolSize + length > pool.length) {
      pool = Arrays.copyOf(pool, Math.max(pool.length * 2, poolSize + length));
    }
    System.arraycopy(bytes, from, pool, poolSize, length);
    int id = size++;
    starts[id] = poolSize;
    lengths[id] = length;
    hashes[id] = hash;
    poolSize += length;
    table[slot] = id + 1;
    if (size * 2 > table.length) {
      rehash();
    }
    return id;
  }

  private void rehash() {
    table = new int[table.length * 2];
    int mask = table.length - 1;
    for (int id = 0; id < size; id++) {
      int slot = hashes[id] & mask;
      while (table[slot] != 0) {
        slot = (slot + 1) & mask;
      }
      table[slot] = id + 1;
    }
  }

  private boolean equals(int id, byte[] bytes, int from, int length) {
    return lengths[id] == length && Arrays.equals(pool, starts[id], starts[id] + length, bytes, from, from + length);
  }

  private static int hash(byte[] bytes, int from, int length) {
    int h = 0;
    for (int i = from; i < from + length; i++) {
      h = 31 * h + bytes[i];
    }
    return h ^ (h >>> 16) ^ (h >>> 7);
  }
}
