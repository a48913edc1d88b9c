package org.qakit.train;

import ai.djl.ndarray.NDManager;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.qakit.encode.TextTokenizer;
import org.qakit.model.AnswerSelectionItem;
import org.qakit.model.Candidate;
import org.qakit.model.Choice;
import org.qakit.model.Evidence;
import org.qakit.model.MultipleChoiceItem;
import java.util.Map;
import org.qakit.train.bert.Bert;
import org.qakit.train.bert.BertConfig;
import org.qakit.train.bert.BertShapes;
import org.qakit.train.bert.Parameters;
import org.qakit.train.bert.Torch;

/**
 * A tiny randomly initialised BERT (2 layers, hidden 32, 2 heads, 29 tokens) and a toy
 * answer-selection set it can learn: the right answer says "the answer is" and repeats the
 * question's key word. Its tokenizer, {@code tiny-bert-tokenizer.json}, is all-MiniLM-L6-v2's
 * {@code tokenizer.json} (BERT normaliser, pre-tokenizer, WordPiece, [CLS]/[SEP] template) with the
 * vocabulary cut to the special tokens and the toy set's words, renumbered from 0.
 */
final class Tiny {
  static final String TOKENIZER = "tiny-bert-tokenizer.json";
  static final BertConfig CONFIG = new BertConfig(29, 32, 2, 2, 64, 64, 2, 1e-12f);
  static final int MAX_LENGTH = 32;

  static {
    Torch.threads(1);
  }

  private Tiny() {}

  static byte[] tokenizerJson() {
    try (InputStream in = Tiny.class.getClassLoader().getResourceAsStream(TOKENIZER)) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static TextTokenizer tokenizer() {
    return new TextTokenizer(tokenizerJson(), MAX_LENGTH, "tiny");
  }

  static PairScorer scorer(NDManager manager, TextTokenizer tokenizer, long seed) {
    Parameters params = BertShapes.random(CONFIG, seed, manager);
    PairScorer.addHead(params, CONFIG.hidden(), seed);
    return new PairScorer("tiny", new Bert(CONFIG, params), tokenizer);
  }

  static PairModelFolder.Config folderConfig() {
    return new PairModelFolder.Config("pair", "tiny", CONFIG, MAX_LENGTH, TOKENIZER, Sha256.hex(tokenizerJson()), null);
  }

  /**
   * Multiple-choice items in the toy set's style: knowledge "a W has four strings", question "what
   * is a W?", the gold option "the answer is the W" among three "nothing about the X here", at a
   * position that moves from item to item.
   */
  static List<MultipleChoiceItem> choiceSet() {
    String[] words = {"river", "mountain", "violin", "planet", "bread", "engine", "garden", "winter"};
    var items = new ArrayList<MultipleChoiceItem>();
    for (int i = 0; i < words.length; i++) {
      var texts = new ArrayList<String>();
      for (int j = 1; j <= 5; j += 2) {
        texts.add("nothing about the " + words[(i + j) % words.length] + " here");
      }
      texts.add(i % 4, "the answer is the " + words[i]);
      var choices = new ArrayList<Choice>();
      for (int k = 0; k < 4; k++) {
        choices.add(new Choice(String.valueOf((char) ('A' + k)), texts.get(k)));
      }
      items.add(new MultipleChoiceItem("m" + i, "what is a " + words[i] + "?", choices, String.valueOf((char) ('A' + i % 4)), null,
          List.of(Evidence.of(null, "a " + words[i] + " has four strings")), Map.of(), null, Map.of()));
    }
    return items;
  }

  /** The (question, candidate) pairs of {@code items} in order, with 1 for a positive candidate and 0 for a negative. */
  record Pairs(List<String> questions, List<String> candidates, float[] labels) {}

  static Pairs pairs(List<AnswerSelectionItem> items) {
    var questions = new ArrayList<String>();
    var candidates = new ArrayList<String>();
    var labels = new ArrayList<Float>();
    for (AnswerSelectionItem item : items) {
      for (Candidate c : item.candidates()) {
        questions.add(item.question());
        candidates.add(c.text());
        labels.add(c.positive() ? 1f : 0f);
      }
    }
    float[] l = new float[labels.size()];
    for (int i = 0; i < l.length; i++) {
      l[i] = labels.get(i);
    }
    return new Pairs(questions, candidates, l);
  }

  /** Questions about a key word; the positive candidate gives it as the answer, the negatives are about other words. */
  static List<AnswerSelectionItem> toySet() {
    String[] words = {"river", "mountain", "violin", "planet", "bread", "engine", "garden", "winter"};
    var items = new ArrayList<AnswerSelectionItem>();
    for (int i = 0; i < words.length; i++) {
      String w = words[i];
      String other1 = words[(i + 3) % words.length];
      String other2 = words[(i + 5) % words.length];
      var candidates = List.of(
          new Candidate("c0", "nothing about the " + other1 + " here", 0),
          new Candidate("c1", "the answer is the " + w, 1),
          new Candidate("c2", "nothing about the " + other2 + " here", 0));
      items.add(AnswerSelectionItem.of("q" + i, "what is a " + w + "?", candidates));
    }
    return items;
  }
}
