// Names follow the period where the campaign has one: British companies of a
// regiment, ten to a regiment; loyal sepoys of the Madras and Bombay armies,
// which stayed loyal, and mutineers of the Bengal army, which rose; Western
// infantry each of a different nation as the text prefers. Elsewhere a unit
// is its kind and a number.
#include "rulesets/tsatf/force_builder.hpp"

#include <array>

namespace muster::tsatf {

namespace {

inline constexpr int companies_per_regiment = 10;

const std::vector<std::string>& british_regiments(Campaign campaign) {
  static const std::vector<std::string> mutiny = {"32nd Foot", "52nd Foot", "61st Foot", "93rd Highlanders"};
  static const std::vector<std::string> sudan = {"Royal Sussex", "Black Watch", "Gordon Highlanders", "Royal Irish"};
  static const std::vector<std::string> other = {"24th Foot", "66th Foot", "92nd Highlanders", "17th Foot"};
  if (campaign == Campaign::indian_mutiny) return mutiny;
  if (campaign == Campaign::sudan_1885) return sudan;
  return other;
}

std::string british_cavalry_regiment(Campaign campaign) {
  if (campaign == Campaign::indian_mutiny) return "6th Dragoon Guards";
  if (campaign == Campaign::sudan_1885) return "19th Hussars";
  return "10th Hussars";
}

// Ten companies to a regiment; past the last regiment the list starts again as their second battalions.
std::string british_company(int number, Campaign campaign) {
  const auto& regiments = british_regiments(campaign);
  const int index = (number - 1) / companies_per_regiment;
  const int regiment_count = static_cast<int>(regiments.size());
  std::string regiment = regiments.at(static_cast<std::size_t>(index % regiment_count));
  if (index >= regiment_count) regiment = ordinal(index / regiment_count + 1) + " Battalion, " + regiment;
  return ordinal((number - 1) % companies_per_regiment + 1) + " Company, " + regiment;
}

std::string numbered(UnitKind kind, int number) { return label_of(kind) + " " + std::to_string(number); }

std::string western_infantry(int number) {
  const auto& nations = western_nationalities();
  const int count = static_cast<int>(nations.size());
  return nations.at(static_cast<std::size_t>((number - 1) % count)) + " infantry " + std::to_string((number - 1) / count + 1);
}

Unit make_unit(UnitKind kind, int number, Campaign campaign, Allegiance side, const Organisations& organisations) {
  Unit unit;
  unit.kind = kind;
  unit.name = unit_name(kind, number, campaign, side);
  if (kind == UnitKind::western_infantry) {
    const auto& nations = western_nationalities();
    unit.nationality = nations.at(static_cast<std::size_t>(number - 1) % nations.size());
  }
  const auto formations = formations_of(unit);
  if (!formations.empty()) unit.formation = formations.front();
  unit.figures = muster_figures(unit, organisations.of(kind));
  return unit;
}

}  // namespace

std::string ordinal(int n) {
  const int last_two = n % 100;
  const int last = n % 10;
  const char* suffix = "th";
  if (last_two < 11 || last_two > 13) {
    if (last == 1) suffix = "st";
    if (last == 2) suffix = "nd";
    if (last == 3) suffix = "rd";
  }
  return std::to_string(n) + suffix;
}

std::string unit_name(UnitKind kind, int number, Campaign campaign, Allegiance side) {
  switch (kind) {
    case UnitKind::british_infantry: return british_company(number, campaign);
    case UnitKind::loyal_indian_infantry:
      return ordinal((number - 1) / 2 + 1) + ((number - 1) % 2 == 0 ? " Madras Native Infantry" : " Bombay Native Infantry");
    case UnitKind::sepoy_infantry: return ordinal(number) + " Bengal Native Infantry";
    case UnitKind::british_cavalry: return ordinal(number) + " Troop, " + british_cavalry_regiment(campaign);
    case UnitKind::loyal_indian_cavalry: return ordinal(number) + " Troop, Hodson's Horse";
    case UnitKind::mutineer_cavalry: return ordinal(number) + " Bengal Light Cavalry";
    case UnitKind::western_infantry: return western_infantry(number);
    case UnitKind::irregular_chinese_cavalry:
      return (side == Allegiance::imperial ? "Allied Chinese horse " : "Chinese irregular horse ") + std::to_string(number);
    case UnitKind::native_tribe:
      return (campaign == Campaign::sudan_1885 ? "Dervish tribe " : "Native tribe ") + std::to_string(number);
    default: return numbered(kind, number);
  }
}

Force build_force(const std::vector<KindCount>& counts, Campaign campaign, Allegiance side, const Organisations& organisations) {
  Force force;
  std::array<int, all_unit_kinds.size()> made{};
  for (const KindCount& c : counts)
    for (int i = 0; i < c.count; ++i) {
      int& number = made.at(static_cast<std::size_t>(c.kind));
      force.units.push_back(make_unit(c.kind, ++number, campaign, side, organisations));
    }
  return force;
}

SideForces build_ratio_forces(const RatioRequest& request, const Organisations& organisations) {
  const RatioCounts counts = ratio_counts(request);
  return {build_force(counts.imperial, request.campaign, Allegiance::imperial, organisations),
          build_force(counts.native, request.campaign, Allegiance::native, organisations)};
}

}  // namespace muster::tsatf
