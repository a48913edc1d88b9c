package org.qakit.solve;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.qakit.encode.CrossEncoderSpec;
import org.qakit.format.Formats;
import org.qakit.format.ReadOptions;
import org.qakit.model.Item;
import org.qakit.split.IdList;

/**
 * What a command line (or a regression file) says about the solver to build: its id, the training
 * data of a trained solver (optionally only the items of a split's train part), the index of an
 * index-backed one, the knowledge base of a knowledge-base one, the language (with an optional named
 * analysis) and the seed. Build one with {@link #builder}: {@code
 * SolverSpec.builder("kbqa").train(files, "nlpcc-kbqa", null, false).kb(dir).build()}.
 *
 * @param id the solver id ({@code qakit list solvers})
 * @param train training files (empty when none is given)
 * @param trainFormat the training files' format ({@code null}: the dataset's format)
 * @param trainView the training files' view ({@code null}: the format's first)
 * @param trainLenient skip malformed training records instead of stopping
 * @param index the index folder of an index-backed solver ({@code null} when none is given)
 * @param language language code (en, zh, cs) or {@code null} when none is given
 * @param analyzer the language's named analysis (e.g. {@code hanlp} for zh), or {@code null}: its default
 * @param seed the seed of seeded solvers
 * @param trainIds the ids of the training items to train on (a split's train part, {@code qakit
 *     data split --write ids}), or {@code null} for every item of the training files
 * @param kb the knowledge-base store of a knowledge-base solver ({@code qakit kb build}), or {@code
 *     null} when none is given
 * @param encoder the bi-encoder of an embedding solver or feature, or {@code null} when none is given
 * @param members the member solver ids of a combining solver ({@code ensemble}), each built from
 *     this spec with its own id ({@link #member}); empty for any other solver
 * @param crossEncoder a user-supplied ONNX cross-encoder (model file, tokenizer.json, max length,
 *     label column), or {@code null} when none is given
 * @param retrieval how a solver that reads knowledge searches {@code index}, or {@code null}: the solver's default
 * @param solr a SolrCloud collection that an index-backed solver searches instead of {@code index}, or
 *     {@code null} when none is given (the two exclude each other)
 * @param minPrecision the precision a service requires of the answers a withholding solver
 *     ({@code kbqa}) gives, in (0, 1], or {@code null}: the threshold that maximises F1
 */
public record SolverSpec(String id, List<Path> train, String trainFormat, String trainView, boolean trainLenient,
    Path index, String language, String analyzer, long seed, IdList trainIds, Path kb, EncoderOptions encoder,
    List<String> members, CrossEncoderSpec crossEncoder, RetrievalMode retrieval, SolrSource solr, Double minPrecision) {

  public SolverSpec {
    if (id == null || id.isBlank()) {
      throw new IllegalArgumentException("a solver spec needs a solver id");
    }
    train = train == null ? List.of() : List.copyOf(train);
    members = members == null ? List.of() : List.copyOf(members);
    if (index != null && solr != null) {
      throw new IllegalArgumentException("give the solver's knowledge as --index DIR or as --solr URL --collection NAME, not both");
    }
    if (encoder != null && language != null) {
      encoder.checkLanguage(language, "--lang");
    }
    if (minPrecision != null && !(minPrecision > 0 && minPrecision <= 1)) {
      throw new IllegalArgumentException("--min-precision: expected a precision in (0, 1], e.g. 0.95, found " + minPrecision);
    }
  }

  /** The spec of member {@code memberId} of a combining solver: this spec with that id and no members. */
  public SolverSpec member(String memberId) {
    return new SolverSpec(memberId, train, trainFormat, trainView, trainLenient, index, language, analyzer, seed, trainIds, kb,
        encoder, List.of(), crossEncoder, retrieval, solr, minPrecision);
  }

  /** A spec with only an id and the default seed. */
  public static SolverSpec of(String id) {
    return builder(id).build();
  }

  /** A builder for solver {@code id}: nothing else given, seed {@link Solvers#RANDOM_SEED}. */
  public static Builder builder(String id) {
    return new Builder(id);
  }

  /**
   * The training items: every item of the training files, or, with {@link #trainIds}, those items
   * only (in file order), each id having to name one.
   */
  public List<Item> readTrain() throws IOException {
    List<Item> items = Formats.get(trainFormat).read(train, new ReadOptions(trainLenient, trainView)).items();
    return trainIds == null ? items : trainIds.select(items);
  }

  /** Sets a spec's parts by name; {@link #build} checks them as the record does. */
  public static final class Builder {
    private final String id;
    private List<Path> train = List.of();
    private String trainFormat;
    private String trainView;
    private boolean trainLenient;
    private IdList trainIds;
    private Path index;
    private String language;
    private String analyzer;
    private long seed = Solvers.RANDOM_SEED;
    private Path kb;
    private EncoderOptions encoder;
    private List<String> members = List.of();
    private CrossEncoderSpec crossEncoder;
    private RetrievalMode retrieval;
    private SolrSource solr;
    private Double minPrecision;

    private Builder(String id) {
      this.id = id;
    }

    /** The training files, their format ({@code null}: the dataset's), view and leniency. */
    public Builder train(List<Path> files, String format, String view, boolean lenient) {
      this.train = files;
      this.trainFormat = format;
      this.trainView = view;
      this.trainLenient = lenient;
      return this;
    }

    /** Train only on these items of the training files ({@code null}: all). */
    public Builder trainIds(IdList ids) {
      this.trainIds = ids;
      return this;
    }

    public Builder index(Path dir) {
      this.index = dir;
      return this;
    }

    /** The language code and its named analysis ({@code null}: the language's default). */
    public Builder language(String code, String analysis) {
      this.language = code;
      this.analyzer = analysis;
      return this;
    }

    public Builder seed(long value) {
      this.seed = value;
      return this;
    }

    public Builder kb(Path dir) {
      this.kb = dir;
      return this;
    }

    /** The encoder's model id and cache folder ({@code null} model: none). */
    public Builder encoder(String model, Path cache) {
      this.encoder = model == null ? null : new EncoderOptions(model, cache);
      return this;
    }

    /** The member solver ids of a combining solver ({@code null}: none). */
    public Builder members(List<String> ids) {
      this.members = ids == null ? List.of() : ids;
      return this;
    }

    /** A cross-encoder model file with its tokenizer ({@code null}: none). */
    public Builder crossEncoder(CrossEncoderSpec spec) {
      this.crossEncoder = spec;
      return this;
    }

    /** How the index is searched ({@code null}: the solver's default). */
    public Builder retrieval(RetrievalMode mode) {
      this.retrieval = mode;
      return this;
    }

    /** A SolrCloud collection instead of an index folder ({@code null}: none). */
    public Builder solr(SolrSource source) {
      this.solr = source;
      return this;
    }

    /** The precision the answers given must reach ({@code null}: the F1 threshold). */
    public Builder minPrecision(Double precision) {
      this.minPrecision = precision;
      return this;
    }

    public SolverSpec build() {
      return new SolverSpec(id, train, trainFormat, trainView, trainLenient, index, language, analyzer, seed, trainIds, kb, encoder,
          members, crossEncoder, retrieval, solr, minPrecision);
    }
  }
}
