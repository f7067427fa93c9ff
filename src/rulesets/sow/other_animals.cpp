#include "rulesets/sow/other_animals.hpp"

#include <algorithm>
#include <cmath>

#include "spec/open_table_reader.hpp"

namespace muster::sow {

namespace {

std::optional<AnimalRate> read_rate(const spec::Node& node, Diagnostics& d) {
  if (!node.is_map()) {
    d.error(node.where(), "an animal's rate should be a mapping, found " + node.kind_name(), "write e.g. '- {name: Mule train, move: 8cm}'");
    return std::nullopt;
  }
  spec::MapReader reader(node, d, "an animal's rate");
  AnimalRate rate;
  rate.name = reader.text("name", "", most_animal_name);
  if (rate.name.empty()) d.error(node.where(), "this animal has no name", "give it one: 'name: Mule train'");
  const auto move = reader.require("move");
  if (!move) return std::nullopt;
  reader.describe("move", {spec::ValueKind::length, std::llround(slowest_animal.millimetres() * 10), std::llround(fastest_animal.millimetres() * 10), {}, 0},
                  "");
  const auto length = spec::read_table_length(*move, d, TableUnit::centimetres(), "'move'");
  if (!length) return std::nullopt;
  if (*length < slowest_animal || *length > fastest_animal) {
    d.error(move->where(), "'move' is " + move->scalar() + "; an animal's move is from 1 to 48 cm an action",
            "infantry move 12 cm an action and cavalry 24: give a rate from 1 to 48 cm");
    return std::nullopt;
  }
  rate.move = *length;
  if (rate.name.empty()) return std::nullopt;
  return rate;
}

}  // namespace

std::vector<AnimalRate> read_other_animals(spec::MapReader& root) {
  std::vector<AnimalRate> animals;
  const auto node = root.take("other-animals");
  if (!node) return animals;
  Diagnostics& d = root.diagnostics();
  if (!node->is_sequence()) {
    d.error(node->where(), "'other-animals' should be a list, found " + node->kind_name(), "write a '- {name: Mule train, move: 8cm}' line per animal");
    return animals;
  }
  if (node->items().size() > most_animal_rates) {
    d.error(node->where(), "'other-animals' gives " + std::to_string(node->items().size()) + " rates; muster takes " + std::to_string(most_animal_rates) + " at most",
            "any animal not named moves as infantry: leave those out");
    return animals;
  }
  for (const spec::Node& item : node->items()) {
    const auto rate = read_rate(item, d);
    if (!rate) continue;
    if (std::any_of(animals.begin(), animals.end(), [&](const AnimalRate& a) { return a.name == rate->name; }))
      d.error(item.where(), "two animals are called '" + rate->name + "'", "give each its own name: the rulers and briefings name them");
    else
      animals.push_back(*rate);
  }
  return animals;
}

void add_other_animals_record(Record& record, const std::vector<AnimalRate>& animals) {
  if (animals.empty()) return;
  Record list = Record::list();
  for (const AnimalRate& animal : animals)
    list.push(Record::map(true).add("name", Record::value(animal.name, true)).add("move", Record::value(spec::table_length_text(animal.move, TableUnit::centimetres()))));
  record.add("other-animals", list);
}

}  // namespace muster::sow
