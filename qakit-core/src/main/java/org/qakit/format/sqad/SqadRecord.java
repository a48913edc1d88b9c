package org.qakit.format.sqad;

import java.util.List;
import java.util.Map;

/**
 * One SQAD record (a folder {@code data/NNNNNN/}) as read, before it is mapped to a view.
 *
 * @param id the folder name
 * @param question the detokenised question ({@code 01question.vert})
 * @param answerSelection the answer sentence(s) ({@code 06answer.selection.vert})
 * @param answers the answer extraction ({@code 09answer_extraction.vert}), then {@code
 *     02answer.vert} where present and different
 * @param title the article title ({@code 10title.vert})
 * @param types the metadata ({@code 05metadata.txt}) and {@code has_question_context}
 * @param article the article ({@code 03text.vert}, links followed)
 */
record SqadRecord(
    String id,
    String question,
    List<VertSentence> answerSelection,
    List<String> answers,
    String title,
    Map<String, String> types,
    Article article) {}
