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
 * ({@link Words#content}) in the database (migration V8), so that a record page finds the
 * records of its project that share words with its question through an index on (project,
 * word) and reads no other record's body. {@code near_duplicate_sets} holds a record's set size
 * and the {@link #SCHEME} it was made with, {@code near_duplicate_words} one row per word (a word
 * longer than {@value #LONGEST_WORD} characters is stored as {@code sha256:} and its hex digest).
 *
 * <p>A save writes its record's rows in the save's own transaction ({@link #put}), so the index
 * holds exactly the committed questions: on one server, after a restart, and with several
 * servers on one PostgreSQL database. At start a server indexes the records that have no rows
 * under the current scheme ({@link #catchUp}: those saved before V8, or all of them after a
 * change of {@link Words#content} with {@link #SCHEME} raised), each record's row locked while it
 * is done, so two servers starting together and a save at the same time do not clash.
 *
 * <p>A match needs |A ∩ B| / |A ∪ B| ≥ t, so |A ∩ B| ≥ t·|A| ≥ ⌊t·|A|⌋ = m; such a record holds
 * one of any |A| − m + 1 words of A, so the candidates are read from the postings of the |A| − m
 * + 1 rarest words of the question only (prefix filtering, as in set-similarity joins), which
 * leaves out the words most questions share ("who", "when"). The candidates' word sets are then
 * read whole and the similarity computed exactly as {@link NearDuplicates} does ({@link
 * NearDuplicates#jaccard(int, int, int)}), so the matches are the same.
 */
public final class NearDuplicateIndex {
  /** The version of the word sets stored; raise it when {@link Words#content} changes, and every server re-indexes at start. */
  public static final int SCHEME = 1;
  static final int LONGEST_WORD = 64;
  /** Most ids bound in one statement. */
  private static final int CHUNK = 500;
  /** Postings read of each word before the rarest are chosen. */
  private static final int POSTINGS = 1000;
  /** {@code records.question} keeps this many characters (a record saved before the input limits may have had its question cut there): a question that long is read from the body. */
  private static final int QUESTION_COLUMN = org.qakit.serve.store.InputLimits.QUESTION;

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
    return find(c, projectId, recordId, question, POSTINGS);
  }

  /** As {@link #find(Connection, long, long, String)}, reading up to {@code postings} postings of each word to find the rarest. */
  static List<NearDuplicates.Match> find(Connection c, long projectId, long recordId, String question, int postings) throws SQLException {
    Set<String> a = keys(Words.content(question));
    if (a.isEmpty()) {
      return List.of();
    }
    int least = Math.max(1, (int) Math.floor(NearDuplicates.THRESHOLD * a.size()));
    Set<Long> candidates = candidates(c, projectId, a, a.size() - least + 1, postings);
    candidates.remove(recordId);
    var similar = new HashMap<Long, Double>();
    wordsOf(c, new ArrayList<>(candidates)).forEach((id, b) -> {
      int shared = 0;
      for (String w : b) {
        shared += a.contains(w) ? 1 : 0;
      }
      double s = NearDuplicates.jaccard(shared, a.size(), b.size());
      if (s >= NearDuplicates.THRESHOLD) {
        similar.put(id, s);
      }
    });
    Map<Long, String> questions = questions(c, new ArrayList<>(similar.keySet()));
    var out = new ArrayList<NearDuplicates.Match>();
    similar.forEach((id, s) -> out.add(new NearDuplicates.Match(id, questions.get(id), s)));
    NearDuplicates.sort(out);
    return out;
  }

  /**
   * The records that may share at least |A| − {@code prefix} + 1 of the words {@code a} (A): such
   * a record has one of any {@code prefix} of them (pigeonhole), so only
   * the postings of the {@code prefix} rarest words are read whole; each word's postings are first
   * read up to {@code cap} ({@value #POSTINGS}) rows to learn which words are rare. One index seek a word (an
   * {@code IN} list of words would make H2 scan every word of the project).
   */
  private static Set<Long> candidates(Connection c, long projectId, Set<String> a, int prefix, int cap) throws SQLException {
    var postings = new HashMap<String, List<Long>>();
    try (PreparedStatement ps = c.prepareStatement("SELECT record_id FROM near_duplicate_words WHERE project_id = ? AND word = ?"
        + " FETCH FIRST " + (cap + 1) + " ROWS ONLY")) {
      for (String w : a) {
        postings.put(w, ids(ps, projectId, w));
      }
    }
    List<String> rarest = a.stream().sorted(java.util.Comparator.comparingInt((String w) -> postings.get(w).size())).limit(prefix).toList();
    var out = new java.util.HashSet<Long>();
    try (PreparedStatement ps = c.prepareStatement("SELECT record_id FROM near_duplicate_words WHERE project_id = ? AND word = ?")) {
      for (String w : rarest) {
        out.addAll(postings.get(w).size() <= cap ? postings.get(w) : ids(ps, projectId, w));
      }
    }
    return out;
  }

  private static List<Long> ids(PreparedStatement ps, long projectId, String word) throws SQLException {
    ps.setLong(1, projectId);
    ps.setString(2, word);
    var out = new ArrayList<Long>();
    try (var rs = ps.executeQuery()) {
      while (rs.next()) {
        out.add(rs.getLong(1));
      }
    }
    return out;
  }

  /** The stored word sets of records {@code ids} (a record with no content word has none). */
  private static Map<Long, List<String>> wordsOf(Connection c, List<Long> ids) throws SQLException {
    var out = new HashMap<Long, List<String>>();
    for (int from = 0; from < ids.size(); from += CHUNK) {
      List<Long> chunk = ids.subList(from, Math.min(ids.size(), from + CHUNK));
      Sql.list(c, "SELECT record_id, word FROM near_duplicate_words WHERE record_id IN (" + marks(chunk.size()) + ")",
          rs -> out.computeIfAbsent(rs.getLong(1), k -> new ArrayList<>()).add(rs.getString(2)), chunk.toArray());
    }
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
