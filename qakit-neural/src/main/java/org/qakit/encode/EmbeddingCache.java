package org.qakit.encode;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import java.util.zip.CRC32;

/**
 * Vectors already computed, on disk, so a corpus is encoded once: one append-only file per model,
 * {@code DIR/<model id>.emb}, keyed by SHA-256 of the exact model input (the text with its query
 * prefix, if any). The header records the model id, the dimension and the model's fingerprint
 * ({@link ModelFiles}); opening a file written for anything else fails with a message naming it.
 *
 * <p>Layout (big-endian): magic {@code QAKITEMB}, format version (int 1), dimension (int), model id
 * and fingerprint (each a short length + UTF-8), then fixed-size records: 32-byte key, {@code
 * dimension} floats, CRC-32 of the two. Only the key → offset map is held in memory (about 100
 * bytes per entry); vectors are read back from the file. Appends take an exclusive file lock, so
 * several processes (and several instances in one JVM) may share a file; each picks up the others'
 * records before it writes and whenever a lookup misses. A torn record at the end (a process
 * killed mid-write) fails its CRC or is short: readers ignore it, the next writer cuts it off.
 */
public final class EmbeddingCache implements AutoCloseable {
  private static final byte[] MAGIC = "QAKITEMB".getBytes(StandardCharsets.US_ASCII);
  private static final int VERSION = 1;
  private static final Map<Path, ReentrantLock> JVM_LOCKS = new ConcurrentHashMap<>();

  /** A SHA-256 digest as four longs: a compact, hashable map key. */
  private record Key(long a, long b, long c, long d) {
    static Key of(ByteBuffer digest) {
      return new Key(digest.getLong(), digest.getLong(), digest.getLong(), digest.getLong());
    }
  }

  private final Path file;
  private final int dimension;
  private final int recordSize;
  private final FileChannel channel;
  private final ReentrantLock jvmLock;
  private final long headerSize;
  private final Map<Key, Long> offsets = new ConcurrentHashMap<>();
  private final AtomicLong hits = new AtomicLong();
  private final AtomicLong misses = new AtomicLong();
  private volatile long scanned;

  private EmbeddingCache(Path file, String modelId, int dimension, String fingerprint) throws IOException {
    this.file = file;
    this.dimension = dimension;
    this.recordSize = 32 + 4 * dimension + 4;
    this.jvmLock = JVM_LOCKS.computeIfAbsent(file, f -> new ReentrantLock());
    this.channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
    ByteBuffer header = header(modelId, dimension, fingerprint);
    this.headerSize = header.remaining();
    try {
      withLock(() -> {
        if (channel.size() == 0) {
          channel.write(header, 0);
        } else {
          checkHeader(header, modelId, fingerprint);
        }
        scanned = headerSize;
        scanTail();
      });
    } catch (IOException | RuntimeException e) {
      channel.close();
      throw e;
    }
  }

  /**
   * Opens (or creates) the cache file of one model in {@code dir}.
   *
   * @param fingerprint the model's fingerprint; a file written with another one is refused
   */
  public static EmbeddingCache open(Path dir, String modelId, int dimension, String fingerprint) {
    try {
      Files.createDirectories(dir);
      return new EmbeddingCache(dir.resolve(modelId + ".emb").toAbsolutePath().normalize(), modelId, dimension, fingerprint);
    } catch (IOException e) {
      throw new UncheckedIOException(dir + ": cannot open the embedding cache: " + e.getMessage(), e);
    }
  }

  public Path file() {
    return file;
  }

  public int dimension() {
    return dimension;
  }

  /** Distinct inputs stored. */
  public int size() {
    return offsets.size();
  }

  /** Lookups answered from the file since opening. */
  public long hits() {
    return hits.get();
  }

  /** Lookups not answered since opening. */
  public long misses() {
    return misses.get();
  }

  /** The vector stored for this exact model input, or null. */
  public float[] get(String input) {
    Key key = key(input);
    Long offset = offsets.get(key);
    try {
      if (offset == null && channel.size() > scanned) {
        withLock(this::scanTail);
        offset = offsets.get(key);
      }
      if (offset == null) {
        misses.incrementAndGet();
        return null;
      }
      ByteBuffer buf = ByteBuffer.allocate(4 * dimension);
      readFully(buf, offset + 32);
      float[] v = new float[dimension];
      buf.flip().asFloatBuffer().get(v);
      hits.incrementAndGet();
      return v;
    } catch (IOException e) {
      throw new UncheckedIOException(file + ": " + e.getMessage(), e);
    }
  }

  /** Stores {@code vectors[i]} for {@code inputs.get(i)}; inputs already stored are skipped. */
  public void putAll(List<String> inputs, float[][] vectors) {
    if (inputs.size() != vectors.length) {
      throw new IllegalArgumentException("expected one vector per input, found " + inputs.size() + " inputs and " + vectors.length + " vectors");
    }
    try {
      withLock(() -> {
        scanTail();
        ByteBuffer out = ByteBuffer.allocate(recordSize * inputs.size());
        var added = new LinkedHashMap<Key, Long>();
        long end = channel.size();
        for (int i = 0; i < inputs.size(); i++) {
          if (vectors[i].length != dimension) {
            throw new IllegalArgumentException("expected vectors of " + dimension + " dimensions, found " + vectors[i].length);
          }
          ByteBuffer digest = digest(inputs.get(i));
          Key key = Key.of(digest.duplicate());
          if (offsets.containsKey(key) || added.containsKey(key)) {
            continue;
          }
          added.put(key, end + out.position());
          int start = out.position();
          out.put(digest);
          for (float f : vectors[i]) {
            out.putFloat(f);
          }
          var crc = new CRC32();
          crc.update(out.array(), start, out.position() - start);
          out.putInt((int) crc.getValue());
        }
        out.flip();
        while (out.hasRemaining()) {
          channel.write(out, end + out.position());
        }
        offsets.putAll(added);
        scanned = end + (long) recordSize * added.size();
      });
    } catch (IOException e) {
      throw new UncheckedIOException(file + ": cannot write the embedding cache: " + e.getMessage(), e);
    }
  }

  /**
   * Reads the complete, intact records after {@code scanned} and cuts off a torn tail. Called with
   * the lock held, when no writer can be halfway through a record.
   */
  private void scanTail() throws IOException {
    long size = channel.size();
    ByteBuffer rec = ByteBuffer.allocate(recordSize);
    long pos = scanned;
    while (pos + recordSize <= size) {
      rec.clear();
      readFully(rec, pos);
      var crc = new CRC32();
      crc.update(rec.array(), 0, recordSize - 4);
      if ((int) crc.getValue() != rec.getInt(recordSize - 4)) {
        break;
      }
      offsets.putIfAbsent(Key.of(rec.rewind()), pos);
      pos += recordSize;
    }
    if (pos < size) {
      channel.truncate(pos);
    }
    scanned = pos;
  }

  private interface IoAction {
    void run() throws IOException;
  }

  private void withLock(IoAction action) throws IOException {
    jvmLock.lock();
    try (FileLock lock = channel.lock()) {
      action.run();
    } finally {
      jvmLock.unlock();
    }
  }

  private void readFully(ByteBuffer buf, long position) throws IOException {
    long pos = position;
    while (buf.hasRemaining()) {
      int n = channel.read(buf, pos);
      if (n < 0) {
        throw new IOException("unexpected end of file at byte " + pos);
      }
      pos += n;
    }
  }

  private static ByteBuffer header(String modelId, int dimension, String fingerprint) {
    byte[] id = modelId.getBytes(StandardCharsets.UTF_8);
    byte[] fp = fingerprint.getBytes(StandardCharsets.UTF_8);
    ByteBuffer b = ByteBuffer.allocate(MAGIC.length + 8 + 2 + id.length + 2 + fp.length);
    b.put(MAGIC).putInt(VERSION).putInt(dimension).putShort((short) id.length).put(id).putShort((short) fp.length).put(fp);
    return b.flip();
  }

  private void checkHeader(ByteBuffer expected, String modelId, String fingerprint) throws IOException {
    ByteBuffer found = ByteBuffer.allocate(expected.remaining());
    int n = channel.read(found, 0);
    if (n < found.capacity() || !found.flip().equals(expected)) {
      throw new IllegalArgumentException(file + ": not an embedding cache of model " + modelId + " (" + dimension
          + " dimensions, fingerprint " + fingerprint.substring(0, Math.min(12, fingerprint.length()))
          + "…): it was written for another model or another build of it; delete it or use another cache folder");
    }
  }

  private static ByteBuffer digest(String input) {
    try {
      return ByteBuffer.wrap(MessageDigest.getInstance("SHA-256").digest(input.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("the JDK lacks SHA-256", e);
    }
  }

  private static Key key(String input) {
    return Key.of(digest(input));
  }

  @Override
  public void close() {
    try {
      channel.close();
    } catch (IOException e) {
      throw new UncheckedIOException(file + ": " + e.getMessage(), e);
    }
  }
}
