#pragma once
// 'other-animals': the scenario's own movement rates for animals other than
// riders' horses. The text moves them "as infantry by default, or special rate
// if specified in a scenario"; this is where a scenario specifies it, and the
// record keeps it in the same form.
//
//   other-animals:
//     - {name: Mule train, move: 8cm}

#include <vector>

#include "core/record.hpp"
#include "rulesets/sow/model.hpp"
#include "spec/map_reader.hpp"

namespace muster::sow {

inline constexpr std::size_t most_animal_rates = 6;
inline constexpr std::size_t most_animal_name = 32;
// From a crawl to twice a horseman's move.
inline constexpr Length slowest_animal = Length::mm(10);
inline constexpr Length fastest_animal = Length::mm(480);

// Reads 'other-animals' from `root`, if there; each mistake at its place.
std::vector<AnimalRate> read_other_animals(spec::MapReader& root);
// The same key for a record; nothing is added when there are none.
void add_other_animals_record(Record& record, const std::vector<AnimalRate>& animals);

}  // namespace muster::sow
