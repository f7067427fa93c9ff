#include "spec/scenario_variants.hpp"

#include <algorithm>

namespace muster::spec {

namespace {
// Keys a variant may not change: what names the scenario's rule set and format, and the seed,
// which simulate chooses once so that every variant rolls the same dice.
const std::vector<std::string> fixed_keys = {"muster", "ruleset", "seed", "compare"};
constexpr std::size_t longest_label = 70;

bool refuse_fixed_keys(const Node& overrides, Diagnostics& d) {
  bool fine = true;
  for (const auto& [key, value] : overrides.entries()) {
    const std::string top = key.scalar().substr(0, key.scalar().find('.'));
    if (std::find(fixed_keys.begin(), fixed_keys.end(), top) == fixed_keys.end()) continue;
    d.error(key.where(), "a variant in 'compare' cannot change '" + top + "'",
            top == "seed" ? "simulate rolls every variant on the same seeds; give --seed to choose them"
                                   : "change it in the scenario itself, outside 'compare'");
    fine = false;
  }
  return fine;
}

std::string entries_text(const Node& map) {
  std::string text;
  for (const auto& [key, value] : map.entries()) text += (text.empty() ? "" : ", ") + key.scalar() + ": " + short_text(value);
  return text;
}

void shorten(std::string& text) {
  if (text.size() > longest_label) text = text.substr(0, longest_label - 3) + "...";
}

std::vector<ScenarioVariant> listed_variants(const Node& root, const Node& list, Diagnostics& d) {
  std::vector<ScenarioVariant> variants;
  for (const Node& item : list.items()) {
    if (!item.is_map()) {
      d.error(item.where(), "a variant in 'compare' must be a mapping of scenario keys, not " + item.kind_name(),
              "e.g. - {label: \"bank sixes\", sides: {USA: {sixes: bank}}}");
      continue;
    }
    if (!refuse_fixed_keys(item, d)) continue;
    std::string label;
    if (auto given = item.child("label")) label = given->scalar();
    if (label.empty()) label = item.entries().empty() ? "as written" : entries_text(item);
    shorten(label);
    variants.push_back({label, merged(root, item, {"label"})});
  }
  return variants;
}

// "sides.USA.sixes": the keys from the top of the scenario down.
std::vector<std::string> path_of(const std::string& dotted) {
  std::vector<std::string> path;
  std::size_t start = 0;
  for (std::size_t dot = dotted.find('.'); ; dot = dotted.find('.', start)) {
    path.push_back(dotted.substr(start, dot == std::string::npos ? std::string::npos : dot - start));
    if (dot == std::string::npos) return path;
    start = dot + 1;
  }
}

std::vector<ScenarioVariant> crossed_variants(const Node& root, const Node& map, Diagnostics& d) {
  if (!refuse_fixed_keys(map, d)) return {};
  std::vector<ScenarioVariant> variants{{"", root}};
  for (const auto& [key, values] : map.entries()) {
    if (!values.is_sequence() || values.items().empty()) {
      d.error(values.where(),
              "'compare: " + key.scalar() + "' must list the values to compare, " +
                  (values.is_sequence() ? std::string("and its list is empty") : "not " + values.kind_name()),
              "e.g. compare: {" + key.scalar() + ": [first, second]}");
      return {};
    }
    if (variants.size() * values.items().size() > most_variants) break;  // reported below
    std::vector<ScenarioVariant> crossed;
    for (const ScenarioVariant& so_far : variants)
      for (const Node& value : values.items()) {
        const std::string part = key.scalar() + ": " + short_text(value);
        // The one-key override is the value under the key, as the file places it.
        crossed.push_back({so_far.label.empty() ? part : so_far.label + ", " + part, merged_entry(so_far.root, path_of(key.scalar()), key, value)});
      }
    variants = std::move(crossed);
  }
  for (ScenarioVariant& v : variants) shorten(v.label);
  return variants;
}
}  // namespace

std::string short_text(const Node& node) {
  if (node.is_map()) return "{" + entries_text(node) + "}";
  if (node.is_sequence()) {
    std::string text;
    for (const Node& item : node.items()) text += (text.empty() ? "" : ", ") + short_text(item);
    return "[" + text + "]";
  }
  return node.is_null() ? "~" : node.scalar();
}

std::vector<ScenarioVariant> read_variants(const Node& root, Diagnostics& d) {
  const auto compare = root.child("compare");
  if (!compare) return {};
  std::vector<ScenarioVariant> variants;
  if (compare->is_sequence()) variants = listed_variants(root, *compare, d);
  else if (compare->is_map()) variants = crossed_variants(root, *compare, d);
  else
    d.error(compare->where(), "'compare' must be a list of variants or a mapping of keys to the values to compare, not " + compare->kind_name(),
            "e.g. compare: {hold-back: [never, half, all]}");
  const auto count = compare->is_map() ? [&] {
    std::size_t product = 1;
    for (const auto& [key, values] : compare->entries()) product *= std::max<std::size_t>(1, values.items().size());
    return product;
  }() : variants.size();
  if (count > most_variants) {
    d.error(compare->where(), "'compare' asks for " + std::to_string(count) + " variants, more than the " + std::to_string(most_variants) + " one report can set side by side",
            "compare fewer values, or split the comparison over several scenario files");
    return {};
  }
  if (compare->is_sequence() && compare->items().empty())
    d.error(compare->where(), "'compare' lists no variants", "list two or more, e.g. - {label: first} and - {hold-back: all}");
  return variants;
}

}  // namespace muster::spec
