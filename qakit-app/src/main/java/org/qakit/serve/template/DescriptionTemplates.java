package org.qakit.serve.template;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import org.qakit.serve.store.Database;
import org.qakit.serve.store.Sql;

/**
 * The diagram categories and their description templates (one list for the whole server, as
 * GeoSQA's scheme grew to 22 categories and 81 templates). Admins add and rename categories, add,
 * edit and remove templates; the scenario form offers them, and a description that fits no
 * template is written as free text with no category. A category name is 1 to 100 characters and
 * unique (case-sensitive); a template is 1 to 2,000 characters. Records keep the text written
 * from a template, so editing a template changes no record.
 */
public final class DescriptionTemplates {
  private final Database db;

  public DescriptionTemplates(Database db) {
    this.db = db;
  }

  /** Every category by name, each with its templates in the order they were added. */
  public List<Category> all() {
    return db.transaction(c -> {
      var cats = new LinkedHashMap<Long, String>();
      for (var row : Sql.list(c, "SELECT id, name FROM description_categories ORDER BY name", rs -> java.util.Map.entry(rs.getLong(1), rs.getString(2)))) {
        cats.put(row.getKey(), row.getValue());
      }
      var templates = Sql.list(c, "SELECT id, category_id, text FROM description_templates ORDER BY id",
          rs -> new Category.Template(rs.getLong(1), rs.getLong(2), rs.getString(3)));
      var out = new ArrayList<Category>();
      cats.forEach((id, name) -> out.add(new Category(id, name, templates.stream().filter(t -> t.categoryId() == id).toList())));
      return out;
    });
  }

  /** A new category; its id. */
  public long addCategory(String name) {
    String n = name(name);
    return db.transaction(c -> {
      unique(c, n, -1);
      return Sql.insert(c, "INSERT INTO description_categories(name) VALUES (?)", n);
    });
  }

  /** Renames category {@code id}. */
  public void renameCategory(long id, String name) {
    String n = name(name);
    db.transaction(c -> {
      unique(c, n, id);
      if (Sql.update(c, "UPDATE description_categories SET name = ? WHERE id = ?", n, id) == 0) {
        throw new IllegalArgumentException("no category " + id);
      }
      return null;
    });
  }

  /** A new template of category {@code categoryId}; its id. */
  public long addTemplate(long categoryId, String text) {
    String t = text(text);
    return db.transaction(c -> {
      if (Sql.one(c, "SELECT 1 FROM description_categories WHERE id = ?", rs -> 1, categoryId).isEmpty()) {
        throw new IllegalArgumentException("choose a category for the template");
      }
      return Sql.insert(c, "INSERT INTO description_templates(category_id, text) VALUES (?, ?)", categoryId, t);
    });
  }

  /** Replaces the text of template {@code id}; an empty text removes it. */
  public void editTemplate(long id, String text) {
    db.transaction(c -> {
      int changed = text == null || text.isBlank()
          ? Sql.update(c, "DELETE FROM description_templates WHERE id = ?", id)
          : Sql.update(c, "UPDATE description_templates SET text = ? WHERE id = ?", text(text), id);
      if (changed == 0) {
        throw new IllegalArgumentException("no template " + id);
      }
      return null;
    });
  }

  /** Template {@code id} with its category's name, or empty. */
  public Optional<java.util.Map.Entry<String, String>> template(long id) {
    return db.transaction(c -> Sql.one(c, "SELECT c.name, t.text FROM description_templates t JOIN description_categories c"
        + " ON c.id = t.category_id WHERE t.id = ?", rs -> java.util.Map.entry(rs.getString(1), rs.getString(2)), id));
  }

  private static void unique(java.sql.Connection c, String name, long except) throws java.sql.SQLException {
    if (Sql.one(c, "SELECT 1 FROM description_categories WHERE name = ? AND id <> ?", rs -> 1, name, except).isPresent()) {
      throw new IllegalArgumentException("there is a category '" + name + "' already");
    }
  }

  private static String name(String name) {
    String n = name == null ? "" : name.strip();
    if (n.isEmpty() || n.length() > 100 || n.contains("|")) {
      throw new IllegalArgumentException("a category name is 1 to 100 characters without '|'");
    }
    return n;
  }

  private static String text(String text) {
    String t = text == null ? "" : text.strip().replaceAll("\\s*\\R\\s*", " ");
    if (t.isEmpty() || t.length() > 2000) {
      throw new IllegalArgumentException("a template is 1 to 2000 characters");
    }
    return t;
  }
}
