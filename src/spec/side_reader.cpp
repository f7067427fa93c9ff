#include "spec/side_reader.hpp"

#include <algorithm>
#include <cctype>

namespace muster::spec {

namespace {

std::vector<std::string> names_of(std::span<const Edge> edges) {
  std::vector<std::string> names;
  for (Edge edge : edges) names.push_back(edge_name(edge));
  return names;
}

std::string folded(const std::string& text) {
  std::string out = text;
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

}  // namespace

void read_side_identity(MapReader& reader, SideIdentity& side, std::span<const Edge> edges) {
  side.name = reader.text("name", side.name, max_side_name);
  // "colour: #1f3a93" unquoted is a key with a comment after it: the colour would be dropped without a word.
  if (reader.node().is_map())
    for (const auto& [key, value] : reader.node().entries())
      if (key.scalar() == "colour" && value.is_null())
        reader.diagnostics().error(key.where(), "'colour' is empty", "a '#' after a space starts a comment in YAML: put the colour in quotes, e.g. colour: \"#1f3a93\"");
  reader.describe("colour", {ValueKind::colour, 0, 0, {}, 0}, side.colour);
  if (auto colour = reader.take("colour"); colour && !colour->is_null()) side.colour = read_colour(*colour, reader.diagnostics()).value_or(side.colour);
  if (edges.empty()) return;  // the rule set's dice choose the edges
  side.baseline = parse_edge(reader.choice("baseline", edge_name(side.baseline), names_of(edges))).value_or(side.baseline);
}

void add_side_identity(Record& side_record, const SideIdentity& side) {
  side_record.add("name", Record::user_text(side.name))
      .add("colour", Record::value(side.colour, true))
      .add("baseline", Record::value(edge_name(side.baseline)));
}

bool is_valid_side_key(const std::string& key) {
  if (key.empty() || key.size() > max_side_key || !std::isalpha(static_cast<unsigned char>(key.front()))) return false;
  return std::all_of(key.begin(), key.end(), [](unsigned char c) { return std::isalnum(c) || c == '-' || c == '_'; });
}

std::array<SideIdentity, 2> read_named_sides(MapReader& root, const std::array<SideIdentity, 2>& defaults,
                                             const SideRestReader& read_rest, std::span<const Edge> baselines) {
  std::array<SideIdentity, 2> sides = defaults;
  auto node = root.take("sides");
  Diagnostics& d = root.diagnostics();
  if (!node) return sides;
  const auto entries = node->is_map() ? node->entries() : std::vector<std::pair<Node, Node>>{};
  if (entries.size() != 2) {
    d.error(node->where(), "'sides' should name exactly two sides, found " + std::to_string(entries.size()),
            "write 'sides:' with one block per side, e.g. 'British:' and 'Boers:'");
    return sides;
  }
  for (std::size_t i = 0; i < 2; ++i) {
    const auto& [key, block] = entries[i];
    const std::string name = key.scalar();
    if (!is_valid_side_key(name))
      d.error(key.where(), "side key '" + name + "' cannot name the side's files",
              "use up to " + std::to_string(max_side_key) + " letters, digits, '-' or '_', starting with a letter");
    sides[i].key = name;
    MapReader reader(block, d, "'" + name + "'");
    read_side_identity(reader, sides[i], baselines);
    if (read_rest) read_rest(reader, sides[i], i);
  }
  if (folded(sides[0].key) == folded(sides[1].key))
    d.error(entries[1].first.where(), "the two sides are both called '" + sides[1].key + "'",
            "give each side its own key: their files would overwrite each other");
  // At the second side's baseline, the one that repeats the first; or where the sides are if it goes by default.
  const auto repeated = entries[1].second.is_map() ? entries[1].second.child("baseline") : std::nullopt;
  if (!baselines.empty() && sides[0].baseline == sides[1].baseline)
    d.error(repeated ? repeated->where() : node->where(), "both sides have their baseline on the " + edge_name(sides[0].baseline) + " edge",
            "give the sides different edges, e.g. 'baseline: south' and 'baseline: north'");
  return sides;
}

}  // namespace muster::spec
