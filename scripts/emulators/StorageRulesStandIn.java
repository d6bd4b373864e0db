import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Offline stand-in for the Cloud Storage rules runtime that firebase-tools downloads on
 * machines with internet. It speaks the runtime's line-based JSON protocol and PERMITS EVERY
 * REQUEST: storage.rules are NOT enforced while it runs. Upload limits are therefore also
 * enforced by a Storage-finalize function (see functions/src/storage).
 */
public final class StorageRulesStandIn {
  private static final Pattern ID = Pattern.compile("\"id\"\\s*:\\s*(-?\\d+)");
  private static final Pattern ACTION = Pattern.compile("\"action\"\\s*:\\s*\"([a-z_]+)\"");

  public static void main(String[] args) throws Exception {
    System.err.println("WARNING: storage rules stand-in running: storage.rules are NOT enforced.");
    System.out.println("{\"id\":-1,\"status\":\"ok\"}");
    System.out.flush();
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, "UTF-8"));
    String line;
    while ((line = in.readLine()) != null) {
      Matcher id = ID.matcher(line);
      Matcher action = ACTION.matcher(line);
      if (!id.find()) continue;
      String kind = action.find() ? action.group(1) : "";
      String result = kind.equals("load_ruleset") ? "{\"rulesVersion\":2}" : "{\"permit\":true}";
      System.out.println("{\"id\":" + id.group(1) + ",\"status\":\"ok\",\"result\":" + result
          + ",\"errors\":[],\"warnings\":[]}");
      System.out.flush();
    }
  }
}
