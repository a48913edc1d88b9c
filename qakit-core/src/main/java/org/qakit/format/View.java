package org.qakit.format;

import org.qakit.model.ItemKind;

/**
 * One task a format's records can be read as: SciQ is multiple choice or extraction, SQAD is
 * document selection, sentence selection or extraction.
 *
 * @param id the view's name on the command line ({@code --view})
 * @param kind the kind of items it yields, or null when it yields items of several kinds
 * @param description what the items are
 */
public record View(String id, ItemKind kind, String description) {}
