package org.qakit.select;

import java.util.ArrayList;
import java.util.List;
import org.qakit.embed.TextEncoder;
import org.qakit.embed.TextRole;
import org.qakit.embed.Vectors;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.text.Language;

/**
 * One item's bi-encoder similarities, computed once per item and shared by {@link
 * EmbeddingFeatures} and {@link EmbeddingContextFeatures} through {@link Context#memo}. With q = the
 * question encoded as a query (the model's query instruction in front), p = the question encoded
 * as a passage, s and r = its {@link QuestionStatement} statement and relation encoded as queries,
 * and c_i = the candidates encoded as passages, every similarity is a cosine (a dot product when
 * the encoder's vectors have unit length, {@link Vectors#cosine} otherwise):
 *
 * @param cos cos(q, c_i)
 * @param passage cos(p, c_i)
 * @param statement cos(s, c_i)
 * @param relation cos(r, c_i)
 * @param between cos(c_i, c_j) for every pair of candidates
 */
record ItemEmbeddings(double[] cos, double[] passage, double[] statement, double[] relation, double[][] between) {

  /** The similarities of {@code item}, encoded with {@code encoder} in two calls (queries, then passages), once per context. */
  static ItemEmbeddings of(AnswerSelectionItem item, Context ctx, TextEncoder encoder, Language language) {
    return ctx.memo(List.of(ItemEmbeddings.class, encoder.modelId(), language), c -> compute(item, c, encoder, language));
  }

  /** The mean of cos(q, c_j) over the item's candidates. */
  double meanCos() {
    double sum = 0;
    for (double v : cos) {
      sum += v;
    }
    return sum / cos.length;
  }

  private static ItemEmbeddings compute(AnswerSelectionItem item, Context ctx, TextEncoder encoder, Language language) {
    String question = item.question();
    String topic = language == Language.CHINESE
        ? ctx.memo(List.of(EntityOverlapFeatures.class, "topic"), EntityOverlapFeatures::topic) : "";
    String title = item.document() == null ? null : item.document().title();
    float[][] queries = encoder.encode(List.of(question, QuestionStatement.statement(question, language),
        QuestionStatement.relation(question, language, topic, title)), TextRole.QUERY);
    var texts = new ArrayList<String>();
    texts.add(question);
    item.candidates().stream().map(Candidate::text).forEach(texts::add);
    float[][] p = encoder.encode(texts, TextRole.PASSAGE);
    int n = item.candidates().size();
    double[] cos = new double[n];
    double[] passage = new double[n];
    double[] statement = new double[n];
    double[] relation = new double[n];
    double[][] between = new double[n][n];
    for (int i = 0; i < n; i++) {
      float[] c = p[i + 1];
      cos[i] = sim(encoder, queries[0], c);
      statement[i] = sim(encoder, queries[1], c);
      relation[i] = sim(encoder, queries[2], c);
      passage[i] = sim(encoder, p[0], c);
      between[i][i] = 1;
      for (int j = 0; j < i; j++) {
        between[i][j] = between[j][i] = sim(encoder, p[j + 1], c);
      }
    }
    return new ItemEmbeddings(cos, passage, statement, relation, between);
  }

  private static double sim(TextEncoder encoder, float[] a, float[] b) {
    return encoder.normalized() ? Vectors.dot(a, b) : Vectors.cosine(a, b);
  }
}
