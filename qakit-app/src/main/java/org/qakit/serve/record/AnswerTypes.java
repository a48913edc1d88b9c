package org.qakit.serve.record;

import java.util.ArrayList;
import java.util.List;

/**
 * The answer types an extractive record is given, as SQAD annotates them (the {@code a_type} of
 * its metadata, SQAD v2.1 onwards: Kušniráková, Medveď and Horák, "Question and Answer
 * Classification in Czech Question Answering Benchmark Dataset", ICAART 2019), each with a
 * one-line definition shown on the record form. The definitions are qakit's wording of what each
 * type covers. A record imported with a type outside the list keeps it; the form offers it as well.
 */
public final class AnswerTypes {
  /** One answer type and what it covers. */
  public record AnswerType(String id, String definition) {}

  /** SQAD's answer types, in the order the form lists them. */
  public static final List<AnswerType> SQAD = List.of(
      new AnswerType("PERSON", "a person or a group of people named: Karel IV., Marie Curie-Skłodowská"),
      new AnswerType("DATETIME", "a date, a time, a year or a period: 14. května 1316, ve 14. století"),
      new AnswerType("NUMERIC", "a number or an amount, with its unit if any: 1 300 km, 42 %"),
      new AnswerType("LOCATION", "a place: a country, a city, a river, a mountain, an address"),
      new AnswerType("ORGANIZATION", "an institution, a company, a team, a party"),
      new AnswerType("ENTITY", "another named thing or a concept: a work, an event, a species, a product"),
      new AnswerType("DENOTATION", "the name or term for what the question describes (what is X called?)"),
      new AnswerType("ABBREVIATION", "an abbreviation or its expansion"),
      new AnswerType("ADJ_PHRASE", "an adjective phrase: a property (what kind of, what colour)"),
      new AnswerType("VERB_PHRASE", "a verb phrase: what someone did or what happens"),
      new AnswerType("CLAUSE", "a whole clause: a reason, a manner or a description (why, how)"),
      new AnswerType("YES_NO", "ano or ne: the answer sentence confirms or denies the question"),
      new AnswerType("OTHER", "none of the above"));

  private AnswerTypes() {}

  /** The types the form offers for a record whose answer type is {@code current}: {@link #SQAD}, and {@code current} first when it is not one of them. */
  public static List<AnswerType> offeredFor(String current) {
    if (current == null || current.isBlank() || SQAD.stream().anyMatch(t -> t.id().equals(current))) {
      return SQAD;
    }
    var out = new ArrayList<AnswerType>();
    out.add(new AnswerType(current, "not one of SQAD's answer types (kept from the record)"));
    out.addAll(SQAD);
    return out;
  }
}
