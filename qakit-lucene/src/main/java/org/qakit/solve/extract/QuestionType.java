package org.qakit.solve.extract;

import java.util.List;
import org.qakit.text.Language;
import org.qakit.text.Words;

/**
 * A small rule-based question classifier: the {@link AnswerType} a question asks for, from its
 * wh-word or a cue phrase, for English and Czech (the classic first step of factoid QA pipelines,
 * e.g. Li and Roth 2002's coarse classes, here reduced to five).
 *
 * <p>Rule: the question is split into lower-cased words ({@link Words#split}); reading left to
 * right, the first position where a cue matches decides (at one position, the rules are tried in
 * the order below); no cue gives OTHER. A cue is a sequence of words, each with alternatives. A
 * cue of one word counts only among the question's first two words ("Who …", "Pro koho …", "And
 * where …"), because later it is mostly a conjunction or relative ("Rocks that form when magma
 * cools are called what?" is not a DATE question); cues of two words count anywhere ("boils at
 * what temperature?").
 *
 * <pre>
 * en  DATE    when | what/which + year, date, day, century
 *     NUMBER  how + many, much, long, far, old, big, high, tall, deep, large, fast, heavy
 *             | what/which + temperature, percentage, percent, number
 *     PERSON  who | whom | whose
 *     PLACE   where | what/which + country, city, continent, state, place, region
 * cs  DATE    kdy | odkdy | dokdy | kter…/jak… + roce, roku, rok, století, dne, den, datum
 *     NUMBER  kolik… (kolik, kolikrát, kolikátý) | jak + dlouh…, vysok…, velk…, star…, daleko,
 *             hlubok…, širok…, těžk…, rychl…, často
 *     PERSON  kdo | koho | komu | kom | kým
 *     PLACE   kde | kam | odkud | kudy | kter…/jak… + země, zemi, město, městě, stát, státě,
 *             kontinent, místo, místě, oblast (and a few more cases)
 * </pre>
 *
 * <p>(… = any ending: Czech needs the inflected forms, hence prefixes.) Edge cases: a question
 * with two cues takes the earlier ("Who ruled when …?" is PERSON); a wh-word left in place late
 * in the question ("The tower stands where?") is missed (OTHER).
 *
 * <p>Chinese has no spaces and its question words stay in place, so a cue is a substring found
 * anywhere; the earliest wins, at one position the longer:
 *
 * <pre>
 * zh  DATE    何时 | 什么时候 | 哪一年 | 哪年 | 几月 | 哪个月 | 哪一天 | 哪个季节 | 什么季节
 *     NUMBER  多少 | 几
 *     PERSON  谁 | 何人
 *     PLACE   哪里 | 哪儿 | 何处 | 何地 | 哪个国家 | 哪个地区 | 哪个城市 | 哪个省 | 哪些地区
 * </pre>
 *
 * <p>Thread-safe (immutable).
 */
public final class QuestionType {

  /** What a question was typed as, and the cue that decided it (null for OTHER by default). */
  public record Classification(AnswerType type, String cue) {}

  private record Rule(List<String> pattern, AnswerType type) {
    boolean matches(List<String> words, int at) {
      if (at + pattern.size() > words.size() || pattern.size() == 1 && at > 1) {
        return false;
      }
      for (int i = 0; i < pattern.size(); i++) {
        if (!element(pattern.get(i), words.get(at + i))) {
          return false;
        }
      }
      return true;
    }

    private static boolean element(String element, String word) {
      for (String alt : element.split("\\|")) {
        if (alt.endsWith("*") ? word.startsWith(alt.substring(0, alt.length() - 1)) : word.equals(alt)) {
          return true;
        }
      }
      return false;
    }
  }

  private static final List<Rule> ENGLISH = List.of(
      rule(AnswerType.DATE, "when"),
      rule(AnswerType.DATE, "what|which", "year|date|day|century"),
      rule(AnswerType.NUMBER, "how", "many|much|long|far|old|big|high|tall|deep|large|fast|heavy"),
      rule(AnswerType.NUMBER, "what|which", "temperature|percentage|percent|number"),
      rule(AnswerType.PERSON, "who|whom|whose"),
      rule(AnswerType.PLACE, "where"),
      rule(AnswerType.PLACE, "what|which", "country|city|continent|state|place|region"));

  private static final List<Rule> CZECH = List.of(
      rule(AnswerType.DATE, "kdy|odkdy|dokdy"),
      rule(AnswerType.DATE, "kter*|jak*", "roce|roku|rok|století|dne|den|datum"),
      rule(AnswerType.NUMBER, "kolik*"),
      rule(AnswerType.NUMBER, "jak", "dlouh*|vysok*|velk*|star*|daleko|hlubok*|širok*|těžk*|rychl*|často"),
      rule(AnswerType.PERSON, "kdo|koho|komu|kom|kým"),
      rule(AnswerType.PLACE, "kde|kam|odkud|kudy"),
      rule(AnswerType.PLACE, "kter*|jak*",
          "země|zemi|zemí|město|městě|města|stát|státě|státu|kontinent|kontinentu|kontinentě|místo|místě|oblast|oblasti"));

  private static final List<Rule> CHINESE = List.of(
      rule(AnswerType.DATE, "何时"), rule(AnswerType.DATE, "什么时候"), rule(AnswerType.DATE, "哪一年"), rule(AnswerType.DATE, "哪年"),
      rule(AnswerType.DATE, "几月"), rule(AnswerType.DATE, "哪个月"), rule(AnswerType.DATE, "哪一天"),
      rule(AnswerType.DATE, "哪个季节"), rule(AnswerType.DATE, "什么季节"),
      rule(AnswerType.NUMBER, "多少"), rule(AnswerType.NUMBER, "几"),
      rule(AnswerType.PERSON, "谁"), rule(AnswerType.PERSON, "何人"),
      rule(AnswerType.PLACE, "哪里"), rule(AnswerType.PLACE, "哪儿"), rule(AnswerType.PLACE, "何处"), rule(AnswerType.PLACE, "何地"),
      rule(AnswerType.PLACE, "哪个国家"), rule(AnswerType.PLACE, "哪个地区"), rule(AnswerType.PLACE, "哪个城市"),
      rule(AnswerType.PLACE, "哪个省"), rule(AnswerType.PLACE, "哪些地区"));

  private final Language language;
  private final List<Rule> rules;

  public QuestionType(Language language) {
    this.language = language;
    this.rules = switch (language) {
      case ENGLISH -> ENGLISH;
      case CZECH -> CZECH;
      case CHINESE -> CHINESE;
    };
  }

  public Language language() {
    return language;
  }

  /** The answer type {@code question} asks for. */
  public AnswerType of(String question) {
    return classify(question).type();
  }

  /** The answer type and the words of the cue that decided it. */
  public Classification classify(String question) {
    if (language == Language.CHINESE) {
      return classifyChinese(question);
    }
    List<String> words = Words.split(question);
    for (int at = 0; at < words.size(); at++) {
      for (Rule r : rules) {
        if (r.matches(words, at)) {
          return new Classification(r.type(), String.join(" ", words.subList(at, at + r.pattern().size())));
        }
      }
    }
    return new Classification(AnswerType.OTHER, null);
  }

  /** The earliest cue substring, the longer at one position (Chinese rules are single substrings). */
  private Classification classifyChinese(String question) {
    int best = -1;
    Rule chosen = null;
    for (Rule r : rules) {
      String cue = r.pattern().getFirst();
      int at = question.indexOf(cue);
      if (at >= 0 && (chosen == null || at < best || at == best && cue.length() > chosen.pattern().getFirst().length())) {
        best = at;
        chosen = r;
      }
    }
    return chosen == null ? new Classification(AnswerType.OTHER, null) : new Classification(chosen.type(), chosen.pattern().getFirst());
  }

  private static Rule rule(AnswerType type, String... pattern) {
    return new Rule(List.of(pattern), type);
  }
}
