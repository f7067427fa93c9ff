#include "spec/roll_off_reader.hpp"

#include <string>

namespace muster::spec {

Record roll_off_record(const RollOff& rolls) {
  Record list = Record::list(true);
  for (const auto& pair : rolls) list.push(Record::value(std::to_string(pair[0]) + "-" + std::to_string(pair[1]), true));
  return list;
}

RollOff read_roll_off(const Node& node, Diagnostics& d) {
  RollOff rolls;
  if (!node.is_sequence()) {
    d.error(node.where(), "a roll-off should be a list of pairs, found " + node.kind_name(), "write e.g. [\"3-3\", \"5-2\"]");
    return rolls;
  }
  for (const Node& item : node.items()) {
    const std::string text = item.is_scalar() ? item.scalar() : "";
    if (text.size() != 3 || text[1] != '-' || text[0] < '1' || text[0] > '6' || text[2] < '1' || text[2] > '6') {
      d.error(item.where(), "a roll-off is written '4-2', the first side's die then the second's, not '" + text + "'", "write two dice from 1 to 6");
      continue;
    }
    rolls.push_back({text[0] - '0', text[2] - '0'});
  }
  return rolls;
}

std::optional<std::size_t> roll_off_winner(const RollOff& rolls) {
  if (rolls.empty()) return std::nullopt;
  for (std::size_t i = 0; i + 1 < rolls.size(); ++i)
    if (rolls[i][0] != rolls[i][1]) return std::nullopt;
  const auto& last = rolls.back();
  if (last[0] == last[1]) return std::nullopt;
  return last[0] > last[1] ? 0 : 1;
}

}  // namespace muster::spec
