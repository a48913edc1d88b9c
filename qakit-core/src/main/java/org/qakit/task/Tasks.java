package org.qakit.task;

import java.util.ArrayList;
import java.util.List;
import org.qakit.registry.Registry;

/** The registry of tasks, by family: Chinese, English, Czech, in the order {@code qakit tasks} prints them. */
public final class Tasks {
  private static final Registry<Task> REGISTRY = new Registry<>("task", all());

  private Tasks() {}

  private static List<Task> all() {
    var tasks = new ArrayList<Task>();
    tasks.addAll(ChineseTasks.all());
    tasks.addAll(EnglishTasks.all());
    tasks.addAll(CzechTasks.all());
    return tasks;
  }

  public static Registry<Task> registry() {
    return REGISTRY;
  }

  public static Task get(String id) {
    return REGISTRY.get(id);
  }
}
