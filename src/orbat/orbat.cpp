#include "orbat/orbat.hpp"

namespace muster::orbat {

namespace {
template <typename Enum>
std::optional<Enum> parse_key(const std::vector<std::string>& keys, const std::string& key) {
  for (std::size_t i = 0; i < keys.size(); ++i)
    if (keys[i] == key) return static_cast<Enum>(i);
  return std::nullopt;
}

}  // namespace

std::string rating_key(Rating rating) { return rating_keys[static_cast<std::size_t>(rating)]; }
std::string unit_type_key(UnitType type) { return unit_type_keys[static_cast<std::size_t>(type)]; }
std::string quality_key(Quality quality) { return quality_keys[static_cast<std::size_t>(quality)]; }
std::string ordnance_key(Ordnance ordnance) { return ordnance == Ordnance::rifled ? "rifled" : "smoothbore"; }
std::string weight_key(Weight weight) { return weight == Weight::light ? "light" : "heavy"; }
std::optional<Rating> parse_rating(const std::string& key) { return parse_key<Rating>(rating_keys, key); }
std::optional<UnitType> parse_unit_type(const std::string& key) { return parse_key<UnitType>(unit_type_keys, key); }
std::optional<Quality> parse_quality(const std::string& key) { return parse_key<Quality>(quality_keys, key); }

int count_units(const Command& top, UnitType type) {
  int count = 0;
  for (const auto& u : units_of(top)) count += u.unit->type == type ? 1 : 0;
  return count;
}

}  // namespace muster::orbat
