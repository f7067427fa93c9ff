#include "rulesets/sbd/format.hpp"

#include "rulesets/sbd/tables.hpp"

namespace muster::sbd {

const format::Fields<Battlefield>& battlefield_fields() {
  static const format::Fields<Battlefield> fields{
      format::integer("columns", &Battlefield::columns, min_zones_across, max_zones_across, "zones across the table, west to east"),
      format::integer("rows", &Battlefield::rows, min_zones_across, max_zones_across, "zones deep, from the south edge to the north"),
      format::length("zone", &Battlefield::zone, Length::mm(100), Length::mm(600), "the side of a zone on the table"),
  };
  return fields;
}

std::vector<spec::KeyMeaning> declared_meanings() {
  std::vector<spec::KeyMeaning> meanings;
  format::add_meanings(meanings, "battlefield", battlefield_fields());
  return meanings;
}

}  // namespace muster::sbd
