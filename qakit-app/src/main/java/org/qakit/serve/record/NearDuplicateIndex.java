package org.qakit.serve.record;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.qakit.serve.store.Database;
import org.qakit.serve.store.Sql;
import org.qakit.text.Words;

/**
 * The stored form of {@link NearDuplicates}: each record's question as its content-word set
 * ({@link Words#content}) in the database (migration V7), so that a record page finds the
 * records of its project that share words with its question through an index on (project,
 * word) and reads no other record's body. {@code near_duplicate_sets} holds a record's set size
 * and the {@link #SCHEME} it was made with, {@code near_duplicate_words} one row per word (a word
 * longer than {@value #LONGEST_WORD} characters is stored as {@code sha256:} and its hex digest).
 *
 * <p>A save writes its record's rows in the save's own transaction ({@link #put}), so the index
 * holds exactly the committed questions: on one server, after a restart, and with several
 * servers on one PostgreSQL database. At start a server indexes the records that have no rows
 * under the current scheme ({@link #catchUp}: those saved before V7, or all of them after a
 * change of {@link Words#content} with {@link #SCHEME} raised), each record's row locked while it
 * is done, so two servers starting together and a save at the same time do not clash.
 *
 * <p>A match needs |A ∩ B| / |A ∪ B| ≥ t, so |A ∩ B| ≥ t·|A|: the query keeps the records sharing
 * at least ⌊t·|A|⌋ words, and the similarity is then computed exactly as {@link NearDuplicates}
 * does ({@link NearDuplicates#jaccard(int, int, int)}), so the matches are the same.
 */
public final class NearDuplicateIndex {
  /** The version of the word sets stored; raise it when {@link Words#content} changes, and every server re-indexes at start. */
  public static final int SCHEME = 1;
  static final int LONGEST_WORD = 64;
  /** Most words (or ids) bound in one statement. */
  private static final int CHUNK = 500;
  /** {@code records.question} keeps this many characters; a question that long is read from the body. */
  private static final int QUESTION_COLUMN = 4000;

  private NearDuplicateIndex() {}

  /** Replaces the word set of record {@code recordId} with that of {@code question}, in the caller's transaction. */
  public static void put(Connection c, long projectId, long recordId, String question) throws SQLException {
    Set<String> words = keys(Words.content(question));
    Sql.update(c, "DELETE FROM near_duplicate_words WHERE record_id = ?", recordId);
    Sql.update(c, "DELETE FROM near_duplicate_sets WHERE record_id = ?", recordId);
    Sql.update(c, "INSERT INTO near_duplicate_sets(record_id, project_id, words, scheme) VALUES (?, ?, ?, ?)",
        recordId, projectId, words.size(), SCHEME);
    if (words.isEmpty()) {
      return;
    }
    try (PreparedStatement ps = c.prepareStatement("INSERT INTO near_duplicate_words(project_id, word, record_id) VALUES (?, ?, ?)")) {
      for (String w : words) {
        ps.setLong(1, projectId);
        ps.setString(2, w);
        ps.setLong(3, recordId);
        ps.addBatch();
      }
      ps.executeBatch();
    }
  }

  /** The near-duplicates of record {@code recordId} whose question is {@code question}: those {@link NearDuplicates#of} finds. */
  public static List<NearDuplicates.Match> find(Connection c, long projectId, long recordId, String question) throws SQLException {
    Set<String> a = keys(Words.content(question));
    if (a.isEmpty()) {
      return List.of();
    }
    Map<Long, int[]> shared = sharedWords(c, projectId, recordId, new ArrayList<>(a));
    int least = Math.max(1, (int) Math.floor(NearDuplicates.THRESHOLD * a.size()));
    shared.values().removeIf(n -> n[0] < least);
    Map<Long, Integer> sizes = setSizes(c, new ArrayList<>(shared.keySet()));
    var similar = new HashMap<Long, Double>();
    shared.forEach((id, n) -> {
      Integer b = sizes.get(id);
      if (b != null && b > 0) {
        double s = NearDuplicates.jaccard(n[0], a.size(), b);
        if (s >= NearDuplicates.THRESHOLD) {
          similar.put(id, s);
        }
      }
    });
    Map<Long, String> questions = questions(c, new ArrayList<>(similar.keySet()));
    var out = new ArrayList<NearDuplicates.Match>();
    similar.forEach((id, s) -> out.add(new NearDuplicates.Match(id, questions.get(id), s)));
    NearDuplicates.sort(out);
    return out;
  }

  /**
   * Indexes every record without a word set of the current {@link #SCHEME}, 100 records a
   * transaction, each record's row locked ({@code FOR UPDATE}, in id order) and checked again
   * before it is done; returns how many were indexed.
   */
  public static int catchUp(Database db) {
    List<Long> ids = db.read(c -> Sql.list(c, "SELECT r.id FROM records r LEFT JOIN near_duplicate_sets s ON s.record_id = r.id"
        + " WHERE s.record_id IS NULL OR s.scheme <> ? ORDER BY r.id", rs -> rs.getLong(1), SCHEME));
    int done = 0;
    for (int from = 0; from < ids.size(); from += 100) {
      List<Long> chunk = ids.subList(from, Math.min(ids.size(), from + 100));
      done += db.transaction(c -> {
        int n = 0;
        for (long id : chunk) {
          var row = Sql.one(c, "SELECT project_id, question FROM records WHERE id = ? FOR UPDATE",
              rs -> Map.entry(rs.getLong(1), rs.getString(2)), id);
          boolean current = Sql.one(c, "SELECT scheme FROM near_duplicate_sets WHERE record_id = ?", rs -> rs.getInt(1), id)
              .filter(s -> s == SCHEME).isPresent();
          if (row.isPresent() && !current) {
            String q = row.get().getValue();
            put(c, row.get().getKey(), id, q.length() >= QUESTION_COLUMN ? bodyQuestion(c, id) : q);
            n++;
          }
        }
        return n;
      });
    }
    return done;
  }

  /** The stored forms of a word set: a word of at most {@value #LONGEST_WORD} characters as it is, a longer one as its SHA-256. */
  static Set<String> keys(Set<String> words) {
    var out = new LinkedHashSet<String>();
    for (String w : words) {
      out.add(w.length() <= LONGEST_WORD ? w : "sha256:" + sha256(w));
    }
    return out;
  }

  /** Per other record of the project: how many of {@code words} its question has. */
  private static Map<Long, int[]> sharedWords(Connection c, long projectId, long recordId, List<String> words) throws SQLException {
    var out = new HashMap<Long, int[]>();
    for (int from = 0; from < words.size(); from += CHUNK) {
      List<String> chunk = words.subList(from, Math.min(words.size(), from + CHUNK));
      var params = new ArrayList<Object>();
      params.add(projectId);
      params.addAll(chunk);
      params.add(recordId);
      Sql.list(c, "SELECT record_id, COUNT(*) FROM near_duplicate_words WHERE project_id = ? AND word IN (" + marks(chunk.size()) + ")"
          + " AND record_id <> ? GROUP BY record_id", rs -> out.computeIfAbsent(rs.getLong(1), k -> new int[1])[0] += rs.getInt(2),
          params.toArray());
    }
    return out;
  }

  private static Map<Long, Integer> setSizes(Connection c, List<Long> ids) throws SQLException {
    var out = new HashMap<Long, Integer>();
    for (int from = 0; from < ids.size(); from += CHUNK) {
      List<Long> chunk = ids.subList(from, Math.min(ids.size(), from + CHUNK));
      Sql.list(c, "SELECT record_id, words FROM near_duplicate_sets WHERE record_id IN (" + marks(chunk.size()) + ")",
          rs -> out.put(rs.getLong(1), rs.getInt(2)), chunk.toArray());
    }
    return out;
  }

  /** The questions of records {@code ids}: the column, or the body where the column may have cut the question short. */
  private static Map<Long, String> questions(Connection c, List<Long> ids) throws SQLException {
    var out = new HashMap<Long, String>();
    for (int from = 0; from < ids.size(); from += CHUNK) {
      List<Long> chunk = ids.subList(from, Math.min(ids.size(), from + CHUNK));
      Sql.list(c, "SELECT id, question FROM records WHERE id IN (" + marks(chunk.size()) + ")",
          rs -> out.put(rs.getLong(1), rs.getString(2)), chunk.toArray());
    }
    for (var e : out.entrySet()) {
      if (e.getValue().length() >= QUESTION_COLUMN) {
        e.setValue(bodyQuestion(c, e.getKey()));
      }
    }
    return out;
  }

  private static String bodyQuestion(Connection c, long id) throws SQLException {
    return Sql.one(c, "SELECT body FROM records WHERE id = ?", rs -> RecordBody.fromJson(rs.getString(1)).question(), id).orElse("");
  }

  private static String marks(int n) {
    return String.join(", ", Collections.nCopies(n, "?"));
  }

  private static String sha256(String word) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(word.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
