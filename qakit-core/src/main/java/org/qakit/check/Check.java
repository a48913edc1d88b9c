package org.qakit.check;

import java.util.Set;
import org.qakit.model.ItemKind;
import org.qakit.registry.Component;

/**
 * A consistency rule a dataset should follow; {@link #description()} is the exact rule, printed
 * by {@code qakit list checks}. The family is sealed by scope, so the runner ({@link
 * DatasetChecker}) knows what each needs: one item, the whole dataset, each text field, each raw
 * input file, a SQAD record folder, or a second split.
 *
 * <p>A check that can repair what it finds also implements {@link ItemFixer} or {@link TextFixer};
 * {@code qakit check --fix} applies those to a copy, never to the input.
 */
public sealed interface Check extends Component
    permits ItemCheck, DatasetCheck, TextCheck, FileCheck, SqadRecordCheck, SplitCheck {

  /** The most severe level this check reports. */
  Severity severity();

  /** The item kinds it looks at; every kind for checks of files, texts and records. */
  Set<ItemKind> kinds();

  /** What the check is run on, for {@code qakit list checks}: item, dataset, text, file, sqad-record or split. */
  String scope();
}
